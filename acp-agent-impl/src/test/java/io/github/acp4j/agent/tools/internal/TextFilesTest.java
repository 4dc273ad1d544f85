package io.github.acp4j.agent.tools.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.Workspace;

/**
 * A file is read a chunk at a time: a cancel stops the read at the next chunk, and the limit holds.
 * An open stuck on a FIFO is abandoned on cancel, and what opened must be a regular file.
 */
class TextFilesTest {

	private static final long TIMEOUT_SECONDS = 20;

	/** An endless file, counting the reads made of it. */
	static class Endless implements ReadableByteChannel {
		final AtomicInteger reads = new AtomicInteger();

		@Override
		public int read(ByteBuffer target) {
			reads.incrementAndGet();
			int n = target.remaining();
			target.position(target.limit());
			return n;
		}

		@Override
		public boolean isOpen() {
			return true;
		}

		@Override
		public void close() {
		}
	}

	@Test
	void aCancelStopsTheReadAtTheNextChunk() {
		Cancellation cancellation = new Cancellation();
		Endless file = new Endless() {
			@Override
			public int read(ByteBuffer target) {
				cancellation.cancel();
				return super.read(target);
			}
		};
		assertThatThrownBy(() -> TextFiles.head(file, TextFiles.MAX_READ_BYTES, cancellation)).isInstanceOf(CancellationException.class);
		assertThat(file.reads).hasValue(1);
	}

	@Test
	void noMoreThanOneByteOverTheLimitIsRead() throws Exception {
		assertThat(TextFiles.head(new Endless(), 100_000, new Cancellation())).hasSize(100_001);
	}

	/** A FIFO named {@code name} in {@code directory}, where the platform has mkfifo. */
	private static Path fifo(Path directory, String name) throws Exception {
		Path fifo = directory.resolve(name);
		Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo");
		return fifo;
	}

	/** A file swapped for a FIFO after its check: the open blocks in the kernel until a cancel abandons it. */
	@Test
	void aCancelAbandonsAnOpenStuckOnAFifo(@TempDir Path workspace) throws Exception {
		Path fifo = fifo(workspace, "swapped");
		Cancellation cancellation = new Cancellation();
		try (WorkspaceDirectory directory = WorkspaceDirectory.open(workspace, workspace, false)) {
			CompletableFuture<SeekableByteChannel> opening = CompletableFuture.supplyAsync(() -> {
				try {
					return directory.read(fifo.getFileName(), cancellation);
				} catch (IOException | ToolException e) {
					throw new CompletionException(e);
				}
			});
			long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
			// An opener thread blocked in the kernel's open, not one left idle by an earlier test.
			while (Thread.getAllStackTraces().entrySet().stream().noneMatch(thread -> thread.getKey().getName().equals("acp4j-file-open")
					&& Arrays.stream(thread.getValue()).anyMatch(frame -> frame.getClassName().endsWith("UnixNativeDispatcher")
							&& frame.getMethodName().startsWith("open")))) {
				assertThat(System.nanoTime()).as("the open blocks").isLessThan(deadline);
				Thread.sleep(10);
			}
			cancellation.cancel();
			assertThatThrownBy(() -> opening.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)).hasCauseInstanceOf(CancellationException.class);
		} finally {
			release(fifo);
		}
	}

	/** Opens the FIFO both ways (which does not block on Linux): an open still waiting for the other end returns. */
	private static void release(Path fifo) throws IOException {
		FileChannel.open(fifo, StandardOpenOption.READ, StandardOpenOption.WRITE).close();
	}

	/** Whatever opened is checked again: a FIFO (here with a writer, so its open returns) is refused. */
	@Test
	void whatOpenedIsRefusedUnlessItIsARegularFile(@TempDir Path workspace) throws Exception {
		Path fifo = fifo(workspace, "pipe");
		CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
			try (FileChannel channel = FileChannel.open(fifo, StandardOpenOption.WRITE)) {
				channel.write(ByteBuffer.wrap(new byte[] { 'x' }));
			} catch (IOException e) {
				throw new CompletionException(e);
			}
		});
		try (WorkspaceDirectory directory = WorkspaceDirectory.open(workspace, workspace, false)) {
			assertThatThrownBy(() -> directory.read(fifo.getFileName(), new Cancellation())).isInstanceOf(ToolException.class)
					.hasMessageEndingWith("is not a regular file");
		} finally {
			release(fifo);
		}
		writer.handle((done, failed) -> null).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
	}

	/** A FIFO already where a file is to be written is refused before the open, which would block until someone reads it. */
	@Test
	void aWriteToAFifoIsRefusedBeforeItsOpen(@TempDir Path workspace) throws Exception {
		Path fifo = fifo(workspace, "pipe");
		try (WorkspaceDirectory directory = WorkspaceDirectory.open(workspace, workspace, false)) {
			assertThatThrownBy(() -> TextFiles.openForWriting(directory, fifo, new Cancellation())).isInstanceOf(ToolException.class)
					.hasMessageEndingWith("is not a regular file; acp4j writes only regular files");
			TextFiles.openForWriting(directory, workspace.resolve("new.txt"), new Cancellation()).close();
		} finally {
			release(fifo);
		}
		assertThat(workspace.resolve("new.txt")).exists();
	}

	/** An open of a regular file that waits for {@code release} first, counting itself in {@code started}. */
	private static SeekableByteChannel heldOpen(Path file, CountDownLatch started, CountDownLatch release) throws Exception {
		started.countDown();
		release.await();
		return FileChannel.open(file, StandardOpenOption.READ);
	}

	/** More opens at once than opener threads: they wait their turn, none is refused. */
	@Test
	void moreOpensAtOnceThanOpenerThreadsWaitTheirTurn(@TempDir Path workspace) throws Exception {
		Path file = Files.writeString(workspace.resolve("f.txt"), "x");
		int opens = WorkspaceDirectory.Opener.THREADS * 3;
		CountDownLatch started = new CountDownLatch(WorkspaceDirectory.Opener.THREADS);
		CountDownLatch release = new CountDownLatch(1);
		ExecutorService callers = Executors.newFixedThreadPool(opens);
		try {
			List<Future<SeekableByteChannel>> results = new ArrayList<>();
			for (int i = 0; i < opens; i++) {
				results.add(callers.submit(() -> WorkspaceDirectory.Opener.open(() -> heldOpen(file, started, release),
						new CompletableFuture<>(), new Cancellation())));
			}
			assertThat(started.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)).as("every opener thread busy").isTrue();
			release.countDown();
			for (Future<SeekableByteChannel> result : results) {
				result.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).close();
			}
		} finally {
			release.countDown();
			callers.shutdownNow();
		}
	}

	/** Opens a cancel abandoned that still block hold their threads: once all do, an open fails at once, and not after. */
	@Test
	void onceEveryOpenerThreadIsHeldByAnAbandonedOpenTheNextFailsAtOnce(@TempDir Path workspace) throws Exception {
		Path file = Files.writeString(workspace.resolve("f.txt"), "x");
		int threads = WorkspaceDirectory.Opener.THREADS;
		CountDownLatch started = new CountDownLatch(threads);
		CountDownLatch release = new CountDownLatch(1);
		ExecutorService callers = Executors.newFixedThreadPool(threads);
		try {
			List<Cancellation> cancellations = new ArrayList<>();
			List<Future<SeekableByteChannel>> abandoned = new ArrayList<>();
			for (int i = 0; i < threads; i++) {
				Cancellation cancellation = new Cancellation();
				cancellations.add(cancellation);
				abandoned.add(callers.submit(() -> WorkspaceDirectory.Opener.open(() -> heldOpen(file, started, release),
						new CompletableFuture<>(), cancellation)));
			}
			assertThat(started.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
			cancellations.forEach(Cancellation::cancel);
			for (Future<SeekableByteChannel> result : abandoned) {
				assertThatThrownBy(() -> result.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)).hasCauseInstanceOf(CancellationException.class);
			}
			assertThatThrownBy(() -> WorkspaceDirectory.Opener.open(() -> FileChannel.open(file), new CompletableFuture<>(),
					new Cancellation())).isInstanceOf(ToolException.class).hasMessageStartingWith("Too many file opens are stuck");
			release.countDown();
			long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
			while (WorkspaceDirectory.Opener.stuck()) {
				assertThat(System.nanoTime()).as("the abandoned opens returned").isLessThan(deadline);
				Thread.sleep(10);
			}
			WorkspaceDirectory.Opener.open(() -> FileChannel.open(file), new CompletableFuture<>(), new Cancellation()).close();
		} finally {
			release.countDown();
			callers.shutdownNow();
		}
	}

	/**
	 * A process flips the name between a regular file and a hard link to a file outside while
	 * write_file writes it again and again: the file outside never changes (the old write opened
	 * the name with TRUNCATE after checking its link count by name, and let a write through now and
	 * then). Bounded by a count of writes, not by time.
	 */
	@Test
	void aNameFlippedToAHardLinkOutsideNeverLetsAWriteThrough(@TempDir Path workspace, @TempDir Path outside) throws Exception {
		Path secret = Files.writeString(outside.resolve("secret.txt"), "the secret\n");
		Path name = Files.writeString(workspace.resolve("flip.txt"), "inside\n");
		ToolContext context = ToolContext.builder("s", new Workspace(workspace, List.of()), null, null, update -> { },
				new Cancellation()).toolCallId("call_1").build();
		AtomicBoolean stop = new AtomicBoolean();
		AtomicInteger flips = new AtomicInteger();
		Future<?> racer = Executors.newSingleThreadExecutor().submit(() -> {
			Path link = workspace.resolve("link.tmp");
			Path regular = workspace.resolve("regular.tmp");
			while (!stop.get()) {
				Files.deleteIfExists(link);
				Files.createLink(link, secret);
				Files.move(link, name, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
				Files.writeString(regular, "inside\n");
				Files.move(regular, name, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
				flips.incrementAndGet();
			}
			return null;
		});
		JsonObject arguments = new JsonObject();
		arguments.addProperty("path", "flip.txt");
		arguments.addProperty("content", "pwned\n");
		int written = 0;
		try {
			// Until 200 writes went ahead while the name flipped 200 times (how many are refused for a link
			// depends on how the two threads are scheduled), bounded by a count of tries.
			for (int i = 0; i < 100_000 && (written < 200 || flips.get() < 200); i++) {
				try {
					new WriteFileTool().prepare(arguments, context).run(context);
					written++;
				} catch (ToolException refused) {
					// refused: the name had other links when it was looked at
				}
			}
		} finally {
			stop.set(true);
			racer.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		}
		assertThat(flips.get()).as("the racer ran").isPositive();
		assertThat(written).as("some writes went ahead").isPositive();
		assertThat(Files.readString(secret)).isEqualTo("the secret\n");
	}

	/** A file written again keeps its permissions (the new file renamed over it takes them). */
	@Test
	void aRewrittenFileKeepsItsPermissions(@TempDir Path workspace) throws Exception {
		Path script = Files.writeString(workspace.resolve("run.sh"), "echo old\n");
		Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-x---"));
		ToolContext context = ToolContext.builder("s", new Workspace(workspace, List.of()), null, null, update -> { },
				new Cancellation()).toolCallId("call_1").build();
		JsonObject arguments = new JsonObject();
		arguments.addProperty("path", "run.sh");
		arguments.addProperty("content", "echo new\n");
		new WriteFileTool().prepare(arguments, context).run(context);
		assertThat(Files.readString(script)).isEqualTo("echo new\n");
		assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(script))).isEqualTo("rwxr-x---");
		try (var names = Files.list(workspace)) {
			assertThat(names).containsExactly(script);
		}
	}
}
