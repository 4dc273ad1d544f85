package io.github.acp4j.agent;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.agent.spi.StoredSession;

/**
 * A session store whose logs run a hook before each append: a disk that fills up, or a turn held
 * at a known point while a test acts. While {@link #full}, every write fails as on a full disk, the
 * creation of a new session's file too.
 */
final class HookedStore implements SessionStore {

	/** Runs before a message is appended; throwing fails the append. */
	@FunctionalInterface
	interface BeforeAppend {
		void run(StoredMessage message) throws IOException;
	}

	private final SessionStore disk;
	private final BeforeAppend hook;
	/** How many times its logs were saved (synced), and closed, and how many times the store was. */
	final AtomicInteger syncs = new AtomicInteger();
	final AtomicInteger closes = new AtomicInteger();
	final AtomicInteger storeCloses = new AtomicInteger();
	final AtomicBoolean full = new AtomicBoolean();

	HookedStore(SessionStore disk, BeforeAppend hook) {
		this.disk = disk;
		this.hook = hook;
	}

	private void checkSpace() throws IOException {
		if (full.get()) {
			throw new IOException("No space left on device");
		}
	}

	private Log hooked(Log log) {
		return new Log() {
			@Override
			public void append(StoredMessage message) throws IOException {
				hook.run(message);
				checkSpace();
				log.append(message);
			}

			@Override
			public void compacted(List<ChatMessage> history) throws IOException {
				checkSpace();
				log.compacted(history);
			}

			@Override
			public void clear() throws IOException {
				checkSpace();
				log.clear();
			}

			@Override
			public void title(String title) throws IOException {
				checkSpace();
				log.title(title);
			}

			@Override
			public void settings(String mode, String model) throws IOException {
				checkSpace();
				log.settings(mode, model);
			}

			@Override
			public void sync() throws IOException {
				syncs.incrementAndGet();
				log.sync();
			}

			@Override
			public void close() throws IOException {
				closes.incrementAndGet();
				log.close();
			}
		};
	}

	@Override
	public Log create(SessionHeader header) throws IOException {
		checkSpace();
		return hooked(disk.create(header));
	}

	@Override
	public Log open(String sessionId) throws IOException {
		return hooked(disk.open(sessionId));
	}

	@Override
	public Optional<StoredSession> read(String sessionId) {
		return disk.read(sessionId);
	}

	@Override
	public Page list(String cwd, String cursor, int pageSize) {
		return disk.list(cwd, cursor, pageSize);
	}

	@Override
	public boolean delete(String sessionId) throws IOException {
		return disk.delete(sessionId);
	}

	@Override
	public void close() throws IOException {
		storeCloses.incrementAndGet();
		disk.close();
	}
}
