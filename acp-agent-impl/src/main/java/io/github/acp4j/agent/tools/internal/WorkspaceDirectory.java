package io.github.acp4j.agent.tools.internal;

import java.io.Closeable;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ToolException;

/**
 * An open directory a file tool works in. Inside the workspace it is opened from its workspace root
 * one name at a time, and everything under it is opened relative to it (openat), never following a
 * symbolic link: a directory that became a link after the boundary check is refused, not followed
 * out of the workspace. Where the platform has no {@link SecureDirectoryStream} (Windows), each step
 * re-checks that the real path is the one that was checked. Outside the workspace (a preset that
 * allows it) paths are used as they are.
 */
final class WorkspaceDirectory implements Closeable {

	private static final SecureRandom RANDOM = new SecureRandom();

	private final Path path;
	private final DirectoryStream<Path> stream;
	/** Null outside the workspace, or where the platform has no secure directory streams. */
	private final SecureDirectoryStream<Path> secure;
	/** Whether links are refused (the directory is inside the workspace). */
	private final boolean bounded;
	/** Completes when the last open of a file of this directory returned, also one a cancel abandoned. */
	private volatile CompletableFuture<Void> opening = CompletableFuture.completedFuture(null);

	private WorkspaceDirectory(Path path, DirectoryStream<Path> stream, boolean bounded) {
		this.path = path;
		this.stream = stream;
		this.secure = bounded && stream instanceof SecureDirectoryStream<Path> secureStream ? secureStream : null;
		this.bounded = bounded;
	}

	/**
	 * Opens {@code real}, a real path under {@code root}, from {@code root} down without following a
	 * link; or, with a null root, as it is.
	 *
	 * @param create whether missing directories are created on the way
	 */
	static WorkspaceDirectory open(Path root, Path real, boolean create) throws IOException, ToolException {
		if (root == null) {
			if (create) {
				Files.createDirectories(real);
			}
			return new WorkspaceDirectory(real, Files.newDirectoryStream(real), false);
		}
		WorkspaceDirectory directory = new WorkspaceDirectory(root, Files.newDirectoryStream(root), true);
		try {
			for (Path name : root.relativize(real)) {
				if (name.toString().isEmpty()) {
					continue;
				}
				WorkspaceDirectory child = directory.directory(name, create);
				directory.close();
				directory = child;
			}
			return directory;
		} catch (IOException | ToolException | RuntimeException e) {
			directory.close();
			throw e;
		}
	}

	/** The directory's path. */
	Path path() {
		return path;
	}

	/** The entries' names, sorted; once. */
	List<Path> names(Cancellation cancellation) {
		List<Path> names = new ArrayList<>();
		Iterator<Path> entries = stream.iterator();
		while (entries.hasNext()) {
			cancellation.throwIfCancelled();
			names.add(entries.next().getFileName());
		}
		Collections.sort(names);
		return names;
	}

	/** A subdirectory, opened the same way. */
	WorkspaceDirectory directory(Path name, boolean create) throws IOException, ToolException {
		Path child = path.resolve(name);
		if (create) {
			try {
				attributes(name);
			} catch (NoSuchFileException missing) {
				try {
					Files.createDirectory(child);
				} catch (FileAlreadyExistsException raced) {
					// made meanwhile: opened and checked below like any other
				}
			}
		}
		if (secure != null) {
			try {
				return new WorkspaceDirectory(child, secure.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS), true);
			} catch (FileSystemException e) {
				throw refusedIfLink(name, e);
			}
		}
		if (bounded) {
			requireUnmoved(child);
		}
		return new WorkspaceDirectory(child, Files.newDirectoryStream(child), bounded);
	}

	/** A name's attributes; inside the workspace its own (a link is a link), outside its target's. */
	BasicFileAttributes attributes(Path name) throws IOException {
		if (secure != null) {
			return secure.getFileAttributeView(name, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS).readAttributes();
		}
		return bounded ? Files.readAttributes(path.resolve(name), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
				: Files.readAttributes(path.resolve(name), BasicFileAttributes.class);
	}

	/** A name's own attributes, inside the workspace or out: a link is a link, never its target. */
	BasicFileAttributes ownAttributes(Path name) throws IOException {
		return bounded ? attributes(name) : Files.readAttributes(path.resolve(name), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
	}

	/**
	 * Opens a regular file of this directory; inside the workspace a link in its place is refused.
	 * The open runs on an opener thread the caller waits for with {@code cancellation}: a file swapped
	 * for a FIFO after it was checked blocks its open in the kernel, where no cancel reaches, so a
	 * cancel abandons that open (its channel is closed should it ever open). What opened is checked
	 * again and refused when it is not a regular file.
	 */
	SeekableByteChannel open(Path name, Cancellation cancellation, OpenOption... options) throws IOException, ToolException {
		CompletableFuture<Void> returned = new CompletableFuture<>();
		opening = returned;
		SeekableByteChannel channel = Opener.open(() -> openNow(name, options), returned, cancellation);
		try {
			if (!attributes(name).isRegularFile()) {
				throw new ToolException(path.resolve(name) + " is not a regular file");
			}
		} catch (IOException | ToolException | RuntimeException e) {
			channel.close();
			throw e;
		}
		return channel;
	}

	private SeekableByteChannel openNow(Path name, OpenOption... options) throws IOException, ToolException {
		Set<OpenOption> set = new HashSet<>(Set.of(options));
		if (bounded) {
			set.add(LinkOption.NOFOLLOW_LINKS);
		}
		if (secure != null) {
			try {
				return secure.newByteChannel(name, set);
			} catch (FileSystemException e) {
				throw refusedIfLink(name, e);
			}
		}
		Path file = path.resolve(name);
		SeekableByteChannel channel = Files.newByteChannel(file, set);
		if (bounded) {
			try {
				requireUnmoved(path);
			} catch (ToolException | IOException e) {
				channel.close();
				throw e;
			}
		}
		return channel;
	}

	/** Opens a regular file of this directory for reading, like {@link #open}. */
	SeekableByteChannel read(Path name, Cancellation cancellation) throws IOException, ToolException {
		return open(name, cancellation, StandardOpenOption.READ);
	}

	/** Whether {@link #replace} can be used: the directory is inside the workspace and has a handle. */
	boolean replaces() {
		return secure != null;
	}

	/**
	 * Gives the regular file {@code name} (or a new file) {@code content} without ever writing
	 * through what the name leads to: the content goes into a new file created exclusively beside
	 * it through this directory's handle (never following a link), which is then renamed over the
	 * name. Why not open the file, check it and then truncate it: Java 17 has no way to read the
	 * attributes of an open file (no fstat of a channel), only of a name, which can change between
	 * the look and the open; a new file has no other name, inside the workspace or out, and the
	 * rename replaces whatever the name is by then (a hard link to a file outside included) without
	 * changing that file. The new file takes the old one's permissions as far as the umask lets a
	 * creation give them (a chmod by name afterwards could be turned to another file); its owner is
	 * the agent's user. Only for a directory that {@link #replaces}.
	 */
	void replace(Path name, byte[] content, Cancellation cancellation) throws IOException {
		Set<PosixFilePermission> permissions = null;
		try {
			permissions = secure.getFileAttributeView(name, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
					.readAttributes().permissions();
		} catch (NoSuchFileException absent) {
			// a new file: the default permissions, as a plain creation gives them
		}
		Path temporary = name.resolveSibling("." + name.getFileName() + ".acp4j-" + Long.toHexString(RANDOM.nextLong()) + ".tmp");
		Set<OpenOption> options = Set.of(StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW, LinkOption.NOFOLLOW_LINKS);
		FileAttribute<?>[] attributes = permissions == null ? new FileAttribute<?>[0]
				: new FileAttribute<?>[] { PosixFilePermissions.asFileAttribute(permissions) };
		boolean renamed = false;
		try {
			try (SeekableByteChannel channel = secure.newByteChannel(temporary, options, attributes)) {
				ByteBuffer bytes = ByteBuffer.wrap(content);
				while (bytes.hasRemaining()) {
					cancellation.throwIfCancelled();
					channel.write(bytes);
				}
			}
			secure.move(temporary, secure, name);
			renamed = true;
		} finally {
			if (!renamed) {
				try {
					secure.deleteFile(temporary);
				} catch (IOException gone) {
					// nothing of ours is left under that name
				}
			}
		}
	}

	/**
	 * Opens files off the tool's thread, on {@link #THREADS} threads; an open waits its turn. An open a
	 * cancel abandoned that still blocks (a FIFO nobody writes to) holds its thread: once all of them
	 * are held so, a tool call fails at once rather than waiting behind them.
	 */
	static final class Opener {

		static final int THREADS = 8;
		private static final ThreadPoolExecutor OPENS = new ThreadPoolExecutor(THREADS, THREADS, 30, TimeUnit.SECONDS,
				new LinkedBlockingQueue<>(), runnable -> {
					Thread thread = new Thread(runnable, "acp4j-file-open");
					thread.setDaemon(true);
					return thread;
				});
		/** Opens a cancel abandoned that have not returned yet. */
		private static final AtomicInteger STUCK = new AtomicInteger();
		private static final int RUNNING = 0;
		private static final int RETURNED = 1;
		private static final int ABANDONED = 2;

		static {
			OPENS.allowCoreThreadTimeOut(true);
		}

		private Opener() {
		}

		/** Whether every opener thread is held by an abandoned open that still blocks. */
		static boolean stuck() {
			return STUCK.get() >= THREADS;
		}

		/** What a tool call that cannot open a file because of {@link #stuck} fails with. */
		static ToolException stuckError() {
			return new ToolException("Too many file opens are stuck (a FIFO nobody writes to blocks its open); try again later");
		}

		/**
		 * The channel {@code open} opens, unless {@code cancellation} trips first; {@code returned}
		 * completes when {@code open} returned, whether or not it was waited for.
		 */
		static SeekableByteChannel open(Callable<SeekableByteChannel> open, CompletableFuture<Void> returned,
				Cancellation cancellation) throws IOException, ToolException {
			cancellation.throwIfCancelled();
			if (stuck()) {
				returned.complete(null);
				throw stuckError();
			}
			CompletableFuture<SeekableByteChannel> waited = new CompletableFuture<>();
			AtomicInteger state = new AtomicInteger(RUNNING);
			OPENS.execute(() -> {
				try {
					SeekableByteChannel channel = open.call();
					if (!waited.complete(channel)) {
						channel.close(); // abandoned by a cancel
					}
				} catch (Exception | Error e) {
					waited.completeExceptionally(e);
				} finally {
					if (state.getAndSet(RETURNED) == ABANDONED) {
						STUCK.decrementAndGet();
					}
					returned.complete(null);
				}
			});
			Runnable abandon = () -> {
				waited.cancel(false);
				STUCK.incrementAndGet();
				if (!state.compareAndSet(RUNNING, ABANDONED)) {
					STUCK.decrementAndGet();
				}
			};
			try (Cancellation.Registration stop = cancellation.onCancel(abandon)) {
				return waited.get();
			} catch (InterruptedException e) {
				abandon.run();
				Thread.currentThread().interrupt();
				throw new InterruptedIOException("interrupted while opening a file");
			} catch (ExecutionException e) {
				Throwable cause = e.getCause();
				if (cause instanceof IOException io) {
					throw io;
				} else if (cause instanceof ToolException tool) {
					throw tool;
				} else if (cause instanceof Error error) {
					throw error;
				}
				throw new IllegalStateException(cause);
			}
		}
	}

	/** A link found where a directory or file was checked: the workspace changed under the call. */
	private FileSystemException refusedIfLink(Path name, FileSystemException e) throws ToolException {
		try {
			if (attributes(name).isSymbolicLink()) {
				throw new ToolException(path.resolve(name) + " became a symbolic link after it was checked; acp4j does not follow it");
			}
		} catch (IOException gone) {
			// nothing there now: the original error says what happened
		}
		return e;
	}

	/** Without secure directory streams: the real path must still be the checked one. */
	private static void requireUnmoved(Path checked) throws IOException, ToolException {
		if (!checked.toRealPath().equals(checked)) {
			throw new ToolException(checked + " became a symbolic link after it was checked; acp4j does not follow it");
		}
	}

	/**
	 * Closes the directory; while an open a cancel abandoned still blocks in it (it holds the
	 * directory's stream), the directory is closed when that open returns, and the caller goes on.
	 */
	@Override
	public void close() throws IOException {
		if (opening.isDone()) {
			stream.close();
			return;
		}
		opening.whenComplete((done, failed) -> {
			try {
				stream.close();
			} catch (IOException e) {
				// nothing more to do with it
			}
		});
	}
}
