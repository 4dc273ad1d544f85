package io.github.acp4j.inspector.internal;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * What passed one connection, in order, on disk: each line is appended to the recording's file as it
 * passes (NDJSON: a header line, one line per entry, the agent's exit code last: the format
 * {@link #open} reads and the page exports). In memory there is only an index, 12 bytes a line (where
 * its entry ends in the file, and the number of the request it answers or the answer it got), and the
 * requests not answered yet (at most {@link #MAX_UNANSWERED}, both sides). The page reads pages of it from
 * any number and waits for the next one; a recording read from a file appends nothing.
 *
 * <p>A file that cannot be written (a full disk, a folder that is not writable) stops the recording,
 * never the connection: the lines go on passing, the page says why it stopped and keeps what was
 * written.
 */
public final class Recording implements AutoCloseable {

	/** The first line of a recording names its format. */
	static final String FORMAT = "acp4j-inspector-recording";
	/** The most requests, both sides together, that wait for their answer to be paired with; older ones are not paired. */
	static final int MAX_UNANSWERED = 20_000;

	private String agent;
	private final Clock clock;
	private final Path file;
	private final boolean keep;
	private final FileChannel reader;
	private FileChannel writer;
	private final Index index = new Index();
	/** Where the header ends, and where the last whole line written ends. */
	private long headerEnd;
	private long end;
	private final Map<String, Long> unanswered = new LinkedHashMap<>(16, 0.75f, false) {
		@Override
		protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
			return size() > MAX_UNANSWERED;
		}
	};
	private final List<Runnable> waiting = new ArrayList<>();
	private boolean live;
	private Integer exitCode;
	private boolean exitWritten;
	private String stopped;

	private Recording(String agent, Clock clock, Path file, boolean keep, FileChannel reader, boolean live) {
		this.agent = agent;
		this.clock = clock;
		this.file = file;
		this.keep = keep;
		this.reader = reader;
		this.live = live;
	}

	/**
	 * A recording of a connection about to start with {@code agent} (the command or URL the page
	 * names), written to {@code file}; the file is deleted at {@link #close} unless {@code keep}. A
	 * file that cannot be written is said by {@link #stopped}, not thrown.
	 */
	public static Recording live(String agent, Clock clock, Path file, boolean keep) {
		FileChannel writer = null;
		FileChannel reader = null;
		String stopped = null;
		try {
			writer = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
			reader = FileChannel.open(file, StandardOpenOption.READ);
		} catch (IOException | RuntimeException e) {
			stopped = "cannot write " + file + ": " + e.getMessage();
			closeQuietly(writer);
			writer = null;
		}
		Recording recording = new Recording(agent, clock, file, keep, reader, true);
		recording.stopped = stopped;
		recording.writer = writer;
		JsonObject header = recording.header();
		header.remove("live");
		synchronized (recording) {
			recording.write(header + "\n");
			recording.headerEnd = recording.end;
		}
		return recording;
	}

	/** A recording written before (by {@code --record} or the page's export), read back; nothing is added to it. */
	public static Recording open(Path file) throws IOException {
		Recording recording = new Recording("", Clock.systemUTC(), file, true, FileChannel.open(file, StandardOpenOption.READ), false);
		try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
			ByteArrayOutputStream line = new ByteArrayOutputStream();
			long offset = 0;
			boolean first = true;
			for (int b = in.read(); b >= 0 || line.size() > 0; b = in.read()) {
				if (b >= 0 && b != '\n') {
					line.write(b);
					continue;
				}
				offset += line.size() + (b >= 0 ? 1 : 0);
				String text = line.toString(StandardCharsets.UTF_8);
				line.reset();
				recording.read(file, first, text, offset);
				first = false;
				if (b < 0) {
					break;
				}
			}
			if (first) {
				throw new IOException(file + " is not a recording of acp4j inspect");
			}
			recording.end = offset;
			return recording;
		} catch (IOException e) {
			recording.close();
			throw e;
		}
	}

	/** Takes one line of a recording read back, which ends at {@code offset} in its file. */
	private void read(Path from, boolean header, String line, long offset) throws IOException {
		if (header) {
			JsonObject json = object(line);
			if (json == null || !json.has("format") || !FORMAT.equals(json.get("format").getAsString())) {
				throw new IOException(from + " is not a recording of acp4j inspect");
			}
			headerEnd = offset;
			if (json.has("agent")) {
				agent = json.get("agent").getAsString();
			}
			if (json.has("exitCode")) {
				exitCode = json.get("exitCode").getAsInt();
				exitWritten = true;
			}
			return;
		}
		if (line.isBlank()) {
			return;
		}
		JsonObject json = object(line);
		if (json == null || !json.has("seq") && !json.has("exitCode")) {
			throw new IOException(from + " has a line that is no entry of a recording");
		}
		if (json.has("exitCode")) {
			exitCode = json.get("exitCode").getAsInt();
			exitWritten = true;
		}
		if (json.has("seq")) {
			try {
				index(Entry.fromJson(json), offset);
			} catch (RuntimeException e) {
				throw new IOException(from + " has an entry without its fields: " + line.substring(0, Math.min(200, line.length())), e);
			}
		}
	}

	private static JsonObject object(String line) {
		try {
			return JsonParser.parseString(line).getAsJsonObject();
		} catch (JsonParseException | IllegalStateException e) {
			return null;
		}
	}

	/** The time now, in microseconds since the epoch. */
	long now() {
		return ChronoUnit.MICROS.between(Instant.EPOCH, clock.instant());
	}

	/** A tap for what {@code from} ({@link Entry#CLIENT} or {@link Entry#AGENT}) writes. */
	public LineTap tap(String from) {
		return new LineTap(this, from);
	}

	/** The recording's file. */
	public Path file() {
		return file;
	}

	/** Why the recording stopped while the connection went on, or null while it records. */
	public synchronized String stopped() {
		return stopped;
	}

	void append(String from, long micros, long bytes, String text, boolean truncated, boolean invalidUtf8, boolean newline) {
		List<Runnable> wake;
		synchronized (this) {
			if (stopped != null) {
				return;
			}
			Entry entry = new Entry(index.size(), micros, from, bytes, text, truncated, invalidUtf8, newline);
			if (!write(entry.toJson() + "\n")) {
				wake = takeWaiting();
			} else {
				index(entry, end);
				wake = takeWaiting();
			}
		}
		wake.forEach(Runnable::run);
	}

	/** Adds {@code entry}, which ends at {@code offset} in the file, to the index, paired with its request if it answers one. */
	private void index(Entry entry, long offset) {
		long seq = index.add(offset);
		Shape shape = Shape.of(entry);
		if (shape.id() == null) {
			return;
		}
		if (Shape.REQUEST.equals(shape.kind())) {
			unanswered.put(entry.from() + "|" + shape.id(), seq);
		} else if (Shape.RESPONSE.equals(shape.kind()) || Shape.ERROR.equals(shape.kind())) {
			Long request = unanswered.remove((Entry.CLIENT.equals(entry.from()) ? Entry.AGENT : Entry.CLIENT) + "|" + shape.id());
			if (request != null) {
				index.pair(request, seq);
			}
		}
	}

	/** The connection ended: the agent exited with {@code code}. */
	public void ended(int code) {
		List<Runnable> wake;
		synchronized (this) {
			live = false;
			exitCode = code;
			// The exit code, known only now, as a last line of its own.
			exitWritten = write("{\"exitCode\":" + code + "}\n");
			closeQuietly(writer);
			writer = null;
			wake = takeWaiting();
		}
		wake.forEach(Runnable::run);
	}

	/** Appends {@code line} to the file; false when it cannot be, which stops the recording. */
	private boolean write(String line) {
		if (writer == null) {
			return false;
		}
		try {
			ByteBuffer bytes = ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8));
			while (bytes.hasRemaining()) {
				writer.write(bytes, end + bytes.position());
			}
			end += bytes.limit();
			return true;
		} catch (IOException | RuntimeException e) {
			stopped = "cannot write " + file + ": " + e.getMessage();
			closeQuietly(writer);
			writer = null;
			return false;
		}
	}

	private static void closeQuietly(FileChannel channel) {
		if (channel != null) {
			try {
				channel.close();
			} catch (IOException e) {
				// Nothing more is written to it either way.
			}
		}
	}

	private List<Runnable> takeWaiting() {
		List<Runnable> wake = new ArrayList<>(waiting);
		waiting.clear();
		return wake;
	}

	/**
	 * Runs {@code ready} once there is an entry numbered {@code from}, the recording has stopped or
	 * the connection ended: now, on this thread, or later on the thread that appends it.
	 */
	void whenAfter(long from, Runnable ready) {
		synchronized (this) {
			if (from >= index.size() && live) {
				waiting.add(ready);
				return;
			}
		}
		ready.run();
	}

	/** Forgets {@code ready} (its request was answered another way). */
	synchronized void forget(Runnable ready) {
		waiting.remove(ready);
	}

	/** The number of entries. */
	synchronized long size() {
		return index.size();
	}

	/**
	 * A page of entries from number {@code from} on: at most {@code max} of them, and about
	 * {@code maxChars} of text, each with what the page shows of it ({@link #describe}).
	 */
	JsonObject page(long from, int max, long maxChars) throws IOException {
		JsonObject page = header();
		JsonArray list = new JsonArray();
		long chars = 0;
		long total = size();
		long seq = Math.max(0, Math.min(from, total));
		while (seq < total && list.size() < max && (list.isEmpty() || chars < maxChars)) {
			Entry entry = entry(seq++);
			chars += entry.text().length();
			list.add(describe(entry, Shape.of(entry)));
		}
		page.addProperty("next", seq);
		page.add("entries", list);
		return page;
	}

	/**
	 * The entries from {@code from} on that {@code query} matches: at most {@code max}, looking at no
	 * more than {@code budget} entries or {@code maxChars} characters of text, so a search of a
	 * million lines is many short requests; {@code next} says where the next one goes on,
	 * {@code done} whether it reached the end.
	 */
	JsonObject search(Query query, long from, long until, int max, int budget, long maxChars) throws IOException {
		JsonObject page = header();
		JsonArray list = new JsonArray();
		long total = Math.min(size(), until);
		long seq = Math.max(0, from);
		long chars = 0;
		for (int looked = 0; seq < total && list.size() < max && looked < budget && chars < maxChars; looked++) {
			Entry entry = entry(seq++);
			chars += entry.text().length();
			Shape shape = Shape.of(entry);
			if (query.matches(entry, shape, method(entry, shape))) {
				list.add(describe(entry, shape));
			}
		}
		page.addProperty("next", seq);
		page.addProperty("done", seq >= total);
		page.add("entries", list);
		return page;
	}

	/** The method of a request or notification, or for an answer of the request it answers. */
	private String method(Entry entry, Shape shape) throws IOException {
		if (shape.method() != null) {
			return shape.method();
		}
		long partner = partner(entry.seq());
		return partner < 0 || partner > entry.seq() ? null : Shape.of(entry(partner)).method();
	}

	/** An entry as the page gets it: the entry, its kind, method, id, and the answer or request it pairs with, and the latency. */
	private JsonObject describe(Entry entry, Shape shape) throws IOException {
		JsonObject json = entry.toJson();
		json.addProperty("kind", shape.kind());
		long partner = partner(entry.seq());
		if (partner >= 0) {
			Entry other = entry(partner);
			json.addProperty(partner > entry.seq() ? "answeredBy" : "answers", partner);
			json.addProperty("latencyMs", Math.abs(other.micros() - entry.micros()) / 1000.0);
			if (shape.method() == null) {
				json.addProperty("method", Shape.of(other).method());
			}
		}
		return json;
	}

	private synchronized long partner(long seq) {
		return index.partner(seq);
	}

	/** The entry numbered {@code seq}, read from the file. */
	Entry entry(long seq) throws IOException {
		long start;
		long stop;
		synchronized (this) {
			start = seq == 0 ? headerEnd : index.end(seq - 1);
			stop = index.end(seq);
		}
		ByteBuffer bytes = ByteBuffer.allocate((int) (stop - start));
		while (bytes.hasRemaining()) {
			if (reader.read(bytes, start + bytes.position()) < 0) {
				throw new IOException(file + " ends before entry " + seq);
			}
		}
		JsonObject json = object(new String(bytes.array(), StandardCharsets.UTF_8).strip());
		if (json == null) {
			throw new IOException(file + " has no entry " + seq + " where it was written");
		}
		Entry read = Entry.fromJson(json);
		return new Entry(seq, read.micros(), read.from(), read.bytes(), read.text(), read.truncated(), read.invalidUtf8(), read.newline());
	}

	/** The entries from {@code from} on, at most {@code max}. */
	List<Entry> entries(long from, int max) throws IOException {
		List<Entry> entries = new ArrayList<>();
		for (long seq = from; seq < size() && entries.size() < max; seq++) {
			entries.add(entry(seq));
		}
		return entries;
	}

	private synchronized JsonObject header() {
		JsonObject header = new JsonObject();
		header.addProperty("format", FORMAT);
		header.addProperty("agent", agent);
		header.addProperty("live", live);
		if (exitCode != null) {
			header.addProperty("exitCode", exitCode);
		}
		header.addProperty("total", index.size());
		header.addProperty("unanswered", unanswered.size());
		if (stopped != null) {
			header.addProperty("stopped", stopped);
		}
		return header;
	}

	/**
	 * Writes the recording as {@link #open} reads it: the file's bytes as far as they were written
	 * whole, and the exit code when the connection ended and it could not be written there.
	 */
	void export(OutputStream out) throws IOException {
		long length;
		String exit;
		synchronized (this) {
			length = end;
			exit = exitCode != null && !exitWritten ? "{\"exitCode\":" + exitCode + "}\n" : "";
		}
		if (length == 0) {
			JsonObject header = header();
			for (String name : List.of("live", "total", "unanswered", "stopped", "exitCode")) {
				header.remove(name);
			}
			out.write((header + "\n").getBytes(StandardCharsets.UTF_8));
		}
		if (reader != null) {
			ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
			for (long at = 0; at < length;) {
				buffer.clear().limit((int) Math.min(buffer.capacity(), length - at));
				int read = reader.read(buffer, at);
				if (read < 0) {
					break;
				}
				out.write(buffer.array(), 0, read);
				at += read;
			}
		}
		out.write(exit.getBytes(StandardCharsets.UTF_8));
	}

	/** Closes the file, and deletes it unless it is to be kept. */
	@Override
	public synchronized void close() {
		closeQuietly(writer);
		writer = null;
		closeQuietly(reader);
		if (!keep) {
			try {
				Files.deleteIfExists(file);
			} catch (IOException e) {
				// A temporary file left behind in the temporary folder.
			}
		}
	}

	/**
	 * Per entry, where it ends in the file and the entry it pairs with (as a distance, 0 for none), in
	 * blocks that grow without copying what is there.
	 */
	private static final class Index {
		private static final int BLOCK = 1 << 16;
		private final List<long[]> ends = new ArrayList<>();
		private final List<int[]> partners = new ArrayList<>();
		private long size;

		long size() {
			return size;
		}

		long add(long end) {
			int at = (int) (size % BLOCK);
			if (at == 0) {
				ends.add(new long[BLOCK]);
				partners.add(new int[BLOCK]);
			}
			ends.get(ends.size() - 1)[at] = end;
			return size++;
		}

		long end(long seq) {
			return ends.get((int) (seq / BLOCK))[(int) (seq % BLOCK)];
		}

		/** Pairs a request with its answer, when they are less than 2^31 entries apart. */
		void pair(long request, long answer) {
			long distance = answer - request;
			if (distance > 0 && distance <= Integer.MAX_VALUE) {
				partners.get((int) (request / BLOCK))[(int) (request % BLOCK)] = (int) distance;
				partners.get((int) (answer / BLOCK))[(int) (answer % BLOCK)] = (int) -distance;
			}
		}

		long partner(long seq) {
			if (seq < 0 || seq >= size) {
				return -1;
			}
			int distance = partners.get((int) (seq / BLOCK))[(int) (seq % BLOCK)];
			return distance == 0 ? -1 : seq + distance;
		}
	}
}
