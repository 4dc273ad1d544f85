package io.github.acp4j.agent.store.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.logging.Logger;
import java.util.regex.Pattern;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredSession;

/**
 * Sessions as JSON Lines files, {@code DIR/<cwd-key>/<sessionId>.jsonl}: a header line, then one
 * line per completed message, per compaction (the history the model continues from), per title change,
 * per change of mode or model and per {@code /clear}, each appended with one write; a write that
 * fails is cut back off the file. Reading skips a torn or corrupt line with a warning; reopening a
 * file to append to it ends or cuts a torn last line first. A file whose first readable line is not
 * its header is not a session, nor is anything but a regular file (a FIFO, a device, a link).
 */
public final class JsonlSessionStore implements SessionStore {

	private static final Logger LOG = Logger.getLogger(JsonlSessionStore.class.getName());
	private static final Pattern SESSION_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,127}");
	private static final String SUFFIX = ".jsonl";
	/** The longest last line a reopen checks for a whole record; a longer one without its line break is cut. */
	private static final int MAX_ENDED_LINE = 64 * 1024 * 1024;
	/** How every message record starts ({@link JsonObject} writes members in the order they were added). */
	private static final String MESSAGE_RECORD = "{\"type\":\"message\"";
	private static final Comparator<Position> NEWEST_FIRST = Comparator.comparingLong(Position::updatedAtMillis).reversed()
			.thenComparing(Position::sessionId);

	private final Path directory;

	public JsonlSessionStore(Path directory) {
		this.directory = directory.toAbsolutePath();
	}

	@Override
	public Log create(SessionHeader header) throws IOException {
		Path file = directory.resolve(cwdKey(header.cwd())).resolve(fileName(header.sessionId()));
		Files.createDirectories(file.getParent());
		JsonObject line = SessionRecords.header(header);
		FileLog log = locked(header.sessionId(), file, FileChannel.open(file, StandardOpenOption.CREATE_NEW,
				StandardOpenOption.WRITE));
		try {
			log.write(line);
			log.sync();
		} catch (IOException e) {
			// A file without its header is no session, and would stop the next try from creating it.
			try (log) {
				Files.deleteIfExists(file);
			} catch (IOException notDeleted) {
				e.addSuppressed(notDeleted);
			}
			throw e;
		}
		return log;
	}

	@Override
	public Log open(String sessionId) throws IOException {
		Path file = find(sessionId).orElseThrow(() -> new NoSuchFileException("no stored session " + sessionId));
		return locked(sessionId, file, FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
				LinkOption.NOFOLLOW_LINKS));
	}

	/**
	 * Makes the file end at the end of a line, so that the next record starts a line of its own
	 * instead of being glued to a line a crash tore (and skipped with it at the next load). A last
	 * line that is a whole record (only its {@code \n} was lost) is ended; a torn one is cut away: it
	 * never loaded.
	 */
	private static void endLastLine(Path file, FileChannel channel) throws IOException {
		long size = channel.size();
		if (size == 0 || read(channel, size - 1, 1)[0] == '\n') {
			return;
		}
		long start = lastLineStart(channel, size);
		String text = size - start > MAX_ENDED_LINE ? null : decode(read(channel, start, (int) (size - start)));
		if (text != null && isObject(text)) {
			channel.write(ByteBuffer.wrap(new byte[] { '\n' }), size);
			LOG.info("Ended the last line of " + file + ", a whole record that had lost its line break");
		} else {
			channel.truncate(start);
			LOG.warning("Cut a torn last line (" + (size - start) + " bytes) off " + file);
		}
	}

	/** Where the line that ends at {@code size} starts: after the {@code \n} before it, or 0. */
	private static long lastLineStart(FileChannel channel, long size) throws IOException {
		for (long end = size; end > 0;) {
			long from = Math.max(0, end - 64 * 1024);
			byte[] chunk = read(channel, from, (int) (end - from));
			for (int i = chunk.length - 1; i >= 0; i--) {
				if (chunk[i] == '\n') {
					return from + i + 1;
				}
			}
			end = from;
		}
		return 0;
	}

	private static byte[] read(FileChannel channel, long position, int length) throws IOException {
		ByteBuffer bytes = ByteBuffer.allocate(length);
		while (bytes.hasRemaining()) {
			if (channel.read(bytes, position + bytes.position()) < 0) {
				throw new IOException("the file ended before " + (position + length));
			}
		}
		return bytes.array();
	}

	private static boolean isObject(String text) {
		try {
			return JsonParser.parseString(text).isJsonObject();
		} catch (RuntimeException torn) {
			return false;
		}
	}

	@Override
	public Optional<StoredSession> read(String sessionId) {
		return find(sessionId).flatMap(file -> read(file, true));
	}

	/** Reads a session file; unless {@code withMessages}, its message records are skipped unparsed (a listing needs none). */
	private Optional<StoredSession> read(Path file, boolean withMessages) {
		String expectedId = idOf(file);
		SessionRecords.Reader session = null;
		try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
			ByteLines lines = new ByteLines(in);
			int number = 0;
			for (byte[] bytes = lines.next(); bytes != null; bytes = lines.next()) {
				number++;
				String text = decode(bytes);
				if (text == null) {
					LOG.warning("Skipped line " + number + " of " + file + ": not valid UTF-8");
					continue;
				}
				if (text.isBlank() || !withMessages && session != null && text.startsWith(MESSAGE_RECORD)) {
					continue;
				}
				JsonObject line;
				try {
					line = JsonParser.parseString(text).getAsJsonObject();
				} catch (RuntimeException corrupt) {
					LOG.warning("Skipped unreadable line " + number + " of " + file);
					continue;
				}
				if (session == null) {
					SessionHeader header = SessionRecords.header(line, expectedId);
					if (header == null) {
						LOG.warning(file + " does not start with its session header; it is not loaded");
						return Optional.empty();
					}
					session = new SessionRecords.Reader(header, file.toString());
					continue;
				}
				session.add(line, number);
			}
			if (session == null) {
				LOG.warning(file + " holds no session header; it is not loaded");
				return Optional.empty();
			}
			return Optional.of(session.session(Files.getLastModifiedTime(file).toInstant()));
		} catch (IOException e) {
			LOG.warning("Cannot read " + file + ": " + e.getClass().getSimpleName());
			return Optional.empty();
		}
	}

	/** A line's text, or null when its bytes are not valid UTF-8 (an invalid byte, a character torn by a crash). */
	private static String decode(byte[] bytes) {
		try {
			return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
					.onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
		} catch (CharacterCodingException e) {
			return null;
		}
	}

	/**
	 * Orders the files by their modification time (a session's {@code updatedAt}) and reads only as
	 * many as the page needs, so a page costs one directory listing plus {@code pageSize} reads.
	 */
	@Override
	public Page list(String cwd, String cursor, int pageSize) {
		Position after = cursor == null ? null : Position.decode(cursor);
		List<Listed> candidates = new ArrayList<>();
		for (Path file : files(cwd == null ? null : cwdKey(cwd))) {
			try {
				Position position = new Position(Files.getLastModifiedTime(file).toMillis(), idOf(file));
				if (after == null || NEWEST_FIRST.compare(after, position) < 0) {
					candidates.add(new Listed(file, position));
				}
			} catch (IOException gone) {
				// deleted since the directory was listed
			}
		}
		candidates.sort(Comparator.comparing(Listed::position, NEWEST_FIRST));
		List<Summary> page = new ArrayList<>();
		Position end = null;
		for (Listed candidate : candidates) {
			Optional<StoredSession> session = read(candidate.file(), false)
					.filter(stored -> (cwd == null || cwd.equals(stored.header().cwd())) && stored.header().parent() == null);
			if (session.isEmpty()) {
				continue;
			}
			if (page.size() == pageSize) {
				return Page.of(page, end.encode());
			}
			end = candidate.position();
			page.add(Summary.of(end.sessionId(), session.get().header().cwd(), session.get().title(),
					Instant.ofEpochMilli(end.updatedAtMillis())));
		}
		return Page.of(page, null); // the last page: no cursor
	}

	@Override
	public boolean delete(String sessionId) throws IOException {
		Optional<Path> file = find(sessionId);
		if (file.isEmpty()) {
			return false;
		}
		// Under the owner's lock, so a session another process appends to is never unlinked from under it.
		try (FileChannel channel = FileChannel.open(file.get(), StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
			try {
				if (channel.tryLock() == null) {
					throw new SessionStore.SessionLockedException(sessionId);
				}
			} catch (OverlappingFileLockException openOnAnotherConnection) {
				throw SessionStore.SessionLockedException.onAnotherConnection(sessionId);
			}
			// The children first: a failure leaves the parent, which can be deleted again, and none hidden without it.
			for (Path child : children(file.get().getParent(), sessionId)) {
				delete(idOf(child));
			}
			return Files.deleteIfExists(file.get());
		} catch (NoSuchFileException deletedMeanwhile) {
			return false;
		}
	}

	/** The files beside a session's (a subagent works in its parent's directory) whose header names it as their parent. */
	private List<Path> children(Path folder, String parentId) {
		List<Path> children = new ArrayList<>();
		for (Path file : files(folder.getFileName().toString())) {
			try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
				byte[] first = new ByteLines(in).next();
				String text = first == null ? null : decode(first);
				SessionHeader header = text == null || !isObject(text) ? null
						: SessionRecords.header(JsonParser.parseString(text).getAsJsonObject(), idOf(file));
				if (header != null && parentId.equals(header.parent())) {
					children.add(file);
				}
			} catch (IOException gone) {
				// deleted since the folder was listed
			}
		}
		return children;
	}

	/** The file of a session id, looked for in every cwd folder; never outside the store. */
	private Optional<Path> find(String sessionId) {
		if (sessionId == null || !SESSION_ID.matcher(sessionId).matches()) {
			return Optional.empty();
		}
		String name = fileName(sessionId);
		for (Path folder : folders(null)) {
			Path file = folder.resolve(name);
			if (isSessionFile(file)) {
				return Optional.of(file);
			}
		}
		return Optional.empty();
	}

	/**
	 * Whether a file is one a session may be in: a regular file, not a link. A FIFO named like a
	 * session would hold whoever opens it forever; a link may lead out of the store.
	 */
	private static boolean isSessionFile(Path file) {
		return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS);
	}

	private List<Path> files(String cwdKey) {
		List<Path> files = new ArrayList<>();
		for (Path folder : folders(cwdKey)) {
			try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder,
					entry -> entry.getFileName().toString().endsWith(SUFFIX) && isSessionFile(entry))) {
				entries.forEach(files::add);
			} catch (IOException e) {
				LOG.warning("Cannot list " + folder + ": " + e.getClass().getSimpleName());
			}
		}
		return files;
	}

	private List<Path> folders(String cwdKey) {
		List<Path> folders = new ArrayList<>();
		if (cwdKey != null) {
			if (Files.isDirectory(directory.resolve(cwdKey))) {
				folders.add(directory.resolve(cwdKey));
			}
			return folders;
		}
		if (!Files.isDirectory(directory)) {
			return folders;
		}
		try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory, Files::isDirectory)) {
			entries.forEach(folders::add);
		} catch (IOException e) {
			LOG.warning("Cannot list " + directory + ": " + e.getClass().getSimpleName());
		}
		return folders;
	}

	private static String idOf(Path file) {
		String name = file.getFileName().toString();
		return name.substring(0, name.length() - SUFFIX.length());
	}

	private static String fileName(String sessionId) {
		if (!SESSION_ID.matcher(sessionId).matches()) {
			throw new IllegalArgumentException("not a session id: " + sessionId);
		}
		return sessionId + SUFFIX;
	}

	/** A readable, collision-free folder name for a cwd: its last segment and a hash of the whole. */
	static String cwdKey(String cwd) {
		String last = Path.of(cwd).getFileName() == null ? "root" : Path.of(cwd).getFileName().toString();
		String readable = last.replaceAll("[^A-Za-z0-9._-]", "_").toLowerCase(Locale.ROOT);
		try {
			byte[] hash = MessageDigest.getInstance("SHA-256").digest(cwd.getBytes(StandardCharsets.UTF_8));
			return (readable.length() > 40 ? readable.substring(0, 40) : readable) + "-" + HexFormat.of().formatHex(hash, 0, 6);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

	/** A session file and where it stands in a listing. */
	private record Listed(Path file, Position position) {
	}

	/** A place in the newest-first order of a listing; a cursor holds the last one of a page. */
	private record Position(long updatedAtMillis, String sessionId) {

		String encode() {
			return Base64.getUrlEncoder().withoutPadding()
					.encodeToString(("v1:" + updatedAtMillis + ":" + sessionId).getBytes(StandardCharsets.UTF_8));
		}

		static Position decode(String cursor) {
			try {
				String[] parts = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8).split(":", 3);
				if (parts.length == 3 && "v1".equals(parts[0]) && SESSION_ID.matcher(parts[2]).matches()) {
					return new Position(Long.parseLong(parts[1]), parts[2]);
				}
			} catch (IllegalArgumentException notOurs) {
				// falls through
			}
			throw new IllegalArgumentException("invalid cursor");
		}
	}

	/**
	 * The log of a channel this process could lock, its last line ended first ({@link #endLastLine}).
	 * The channel is closed when another process holds the lock, when another connection of this
	 * process does (the OS lock is per process, so two owners in one JVM would interleave their
	 * histories in one file), and when the file was deleted while this process waited to open it (what
	 * it wrote would go to a file no one can load).
	 */
	private FileLog locked(String sessionId, Path file, FileChannel channel) throws IOException {
		try {
			if (channel.tryLock() == null) {
				throw new SessionStore.SessionLockedException(sessionId);
			}
			if (!Files.exists(file)) {
				throw new NoSuchFileException("no stored session " + sessionId);
			}
			endLastLine(file, channel);
			return new FileLog(channel, channel.size());
		} catch (OverlappingFileLockException ownedOnAnotherConnection) {
			channel.close();
			throw SessionStore.SessionLockedException.onAnotherConnection(sessionId);
		} catch (IOException e) {
			channel.close();
			throw e;
		}
	}

	/**
	 * An open session file, one write per line at its end, under an OS lock for as long as it is open,
	 * so two processes never append to one session (the lock goes with the process, even when it is
	 * killed). A write that fails is cut back off the file, which ends at the end of its last whole
	 * record again: written again later, the record is neither torn nor written twice.
	 */
	private static final class FileLog extends SessionRecords.RecordLog {
		private final FileChannel channel;
		/** Where the last whole record ends. */
		private long end;
		/** Whether a failed write may have left part of its line after {@link #end}. */
		private boolean torn;

		FileLog(FileChannel channel, long end) {
			this.channel = channel;
			this.end = end;
		}

		@Override
		synchronized void write(JsonObject line) throws IOException {
			if (torn) {
				channel.truncate(end);
				torn = false;
			}
			ByteBuffer bytes = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
			try {
				while (bytes.hasRemaining()) {
					channel.write(bytes, end + bytes.position());
				}
			} catch (IOException e) {
				torn = true;
				try {
					channel.truncate(end);
					torn = false;
				} catch (IOException stillTorn) {
					e.addSuppressed(stillTorn);
				}
				throw e;
			}
			end += bytes.limit();
		}

		@Override
		public synchronized void sync() throws IOException {
			channel.force(false);
		}

		@Override
		public synchronized void close() throws IOException {
			channel.close();
		}
	}
}
