package io.github.acp4j.agent.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.agent.spi.StoredSession;
import io.github.acp4j.api.types.Notice;

/** The one policy for a store that fails: records wait in order, the user is told once each way, the wait is bounded. */
class SessionLogTest {

	/** A store that keeps what it is given in a list, and fails every write (and every open) while {@link #failing}. */
	private static final class FlakyStore implements SessionStore {
		final List<String> written = new CopyOnWriteArrayList<>();
		volatile IOException failing;
		int opens;
		/** Runs before each append: a disk that takes its time. */
		volatile Runnable beforeAppend = () -> {
		};

		private void check() throws IOException {
			if (failing != null) {
				throw failing;
			}
		}

		@Override
		public Log create(SessionHeader header) throws IOException {
			check();
			written.add("header");
			return log();
		}

		@Override
		public Log open(String sessionId) throws IOException {
			check();
			opens++;
			return log();
		}

		private Log log() {
			return new Log() {
				@Override
				public void append(StoredMessage message) throws IOException {
					beforeAppend.run();
					check();
					written.add(message.message().text());
				}

				@Override
				public void compacted(List<ChatMessage> history) throws IOException {
					check();
					written.add("compacted " + history.size());
				}

				@Override
				public void clear() throws IOException {
					check();
					written.add("clear");
				}

				@Override
				public void title(String title) throws IOException {
					check();
					written.add("title " + title);
				}

				@Override
				public void settings(String mode, String model) throws IOException {
					check();
					written.add("settings " + mode);
				}

				@Override
				public void sync() throws IOException {
					check();
				}

				@Override
				public void close() {
				}
			};
		}

		@Override
		public Optional<StoredSession> read(String sessionId) {
			return Optional.empty();
		}

		@Override
		public Page list(String cwd, String cursor, int pageSize) {
			return new Page(List.of(), null);
		}

		@Override
		public boolean delete(String sessionId) {
			return false;
		}
	}

	private final FlakyStore store = new FlakyStore();
	private final List<Notice> told = new ArrayList<>();

	private SessionLog log() {
		return SessionLog.create(store, SessionHeader.of("s", "/w", Instant.EPOCH, "default", "demo/m"), told::add);
	}

	private static StoredMessage message(String text) {
		return StoredMessage.of(ChatMessage.user(text), List.of());
	}

	@Test
	void recordsThatWaitedAreWrittenInOrderOnceAndTheUserIsToldOnceEachWay() {
		SessionLog log = log();
		log.append(message("one"));
		store.failing = new IOException("No space left on device");
		log.append(message("two"));
		log.title("Two");
		log.sync();
		log.compacted(List.of(ChatMessage.user("summary")));
		assertThat(log.problem()).contains("This session is not being saved: No space left on device; 3 records wait in memory");
		assertThat(told).extracting(Notice::title).containsExactly("This session is not being saved");
		assertThat(told.get(0).description()).startsWith("No space left on device. What it records is kept in memory");

		store.failing = null;
		log.settings("plan", "demo/m");
		assertThat(store.written).containsExactly("header", "one", "two", "title Two", "compacted 1", "settings plan");
		assertThat(log.problem()).isEmpty();
		assertThat(told).extracting(Notice::title).containsExactly("This session is not being saved", "This session is being saved again");
		log.clear();
		assertThat(store.written).endsWith("clear");
		assertThat(told).hasSize(2);
	}

	@Test
	void aNewSessionWhoseFileCannotBeCreatedIsNotMade() {
		store.failing = new IOException("No space left on device");
		Throwable thrown = catchThrowable(this::log);
		assertThat(thrown).isInstanceOf(ResponseErrorException.class);
		ResponseErrorException refused = (ResponseErrorException) thrown;
		assertThat(refused.getResponseError().getCode()).isEqualTo(SessionLog.STORE_UNAVAILABLE);
		assertThat(refused.getResponseError().getMessage()).isEqualTo("The session cannot be saved (No space left on device), so it "
				+ "was not created; free some disk space or file descriptors, or fix the session folder, and try again");
		assertThat(store.written).isEmpty();
		assertThat(told).isEmpty();
	}

	@Test
	void pastTheBoundTheSessionStopsBeingSavedAndSaysSo() {
		SessionLog log = log();
		store.failing = new IOException("No space left on device");
		for (int i = 0; i <= SessionLog.MAX_WAITING; i++) {
			log.append(message("m" + i));
		}
		assertThat(told).extracting(Notice::title).containsExactly("This session is not being saved",
				"This session is no longer being saved");
		assertThat(log.problem()).contains("This session is no longer being saved: No space left on device");
		store.failing = null;
		log.append(message("after"));
		log.sync();
		assertThat(store.written).containsExactly("header");
		assertThat(told).hasSize(2);
	}

	@Test
	void aLogClosedUnderTheSessionIsOpenedAgain() {
		SessionLog log = log();
		store.failing = new ClosedChannelException();
		log.append(message("one"));
		store.failing = null;
		log.append(message("two"));
		assertThat(store.opens).isEqualTo(1);
		assertThat(store.written).containsExactly("header", "one", "two");
		assertThat(told.get(0).description()).startsWith("The session file was closed");
	}

	/** A change of mode while the turn's record is on its way to a slow disk is queued behind it, without waiting. */
	@Test
	void aRecordThatComesWhileAnotherIsWrittenIsQueuedBehindItWithoutWaiting() throws Exception {
		SessionLog log = log();
		CountDownLatch writing = new CountDownLatch(1);
		CountDownLatch release = new CountDownLatch(1);
		store.beforeAppend = () -> {
			writing.countDown();
			try {
				release.await(20, TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		};
		CompletableFuture<Void> turn = CompletableFuture.runAsync(() -> log.append(message("slow")));
		assertThat(writing.await(20, TimeUnit.SECONDS)).isTrue();
		log.settings("plan", "demo/m");
		log.sync();
		assertThat(store.written).containsExactly("header");
		release.countDown();
		turn.get(20, TimeUnit.SECONDS);
		assertThat(store.written).containsExactly("header", "slow", "settings plan");
		log.close();
		assertThat(store.written).containsExactly("header", "slow", "settings plan");
	}

	@Test
	void aClosedLogTakesNoMoreRecords() {
		SessionLog log = log();
		log.append(message("one"));
		log.close();
		log.append(message("late"));
		assertThat(store.written).containsExactly("header", "one");
		assertThat(told).isEmpty();
	}
}
