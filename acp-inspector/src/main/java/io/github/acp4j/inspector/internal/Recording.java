package io.github.acp4j.inspector.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * What passed one connection, in order: the one owner of its entries. The pumps append, the page
 * reads pages of it from any number, and waits for the next one; a recording read from a file
 * appends nothing.
 */
public final class Recording {

	/** The first line of an exported recording names its format. */
	static final String FORMAT = "acp4j-inspector-recording";

	private final String agent;
	private final Clock clock;
	private final List<Entry> entries = new ArrayList<>();
	private final List<Runnable> waiting = new ArrayList<>();
	private boolean live;
	private Integer exitCode;
	private Writer file;

	private Recording(String agent, Clock clock, boolean live) {
		this.agent = agent;
		this.clock = clock;
		this.live = live;
	}

	/** A recording of a connection about to start with {@code agent} (the command or URL the page names). */
	public static Recording live(String agent, Clock clock) {
		return new Recording(agent, clock, true);
	}

	/** A recording exported before, read back; nothing is added to it. */
	public static Recording open(Path file) throws IOException {
		try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
			String first = reader.readLine();
			JsonObject header = first == null ? null : object(first);
			if (header == null || !header.has("format") || !FORMAT.equals(header.get("format").getAsString())) {
				throw new IOException(file + " is not a recording exported by acp4j inspect");
			}
			Recording recording = new Recording(header.has("agent") ? header.get("agent").getAsString() : "", Clock.systemUTC(), false);
			if (header.has("exitCode")) {
				recording.exitCode = header.get("exitCode").getAsInt();
			}
			for (String line = reader.readLine(); line != null; line = reader.readLine()) {
				if (!line.isBlank()) {
					JsonObject entry = object(line);
					if (entry == null || !entry.has("seq") && !entry.has("exitCode")) {
						throw new IOException(file + " has a line that is no entry of a recording");
					}
					if (entry.has("seq")) {
						recording.entries.add(Entry.fromJson(entry));
					} else {
						recording.exitCode = entry.get("exitCode").getAsInt();
					}
				}
			}
			return recording;
		}
	}

	private static JsonObject object(String line) {
		try {
			return JsonParser.parseString(line).getAsJsonObject();
		} catch (JsonParseException | IllegalStateException e) {
			return null;
		}
	}

	/**
	 * Also writes the recording to {@code out} as it grows, in the format {@link #open} reads (the
	 * header first, each entry as it is appended, flushed), so a connection that ends badly is still
	 * on disk; closed by {@link #ended}.
	 */
	public synchronized void writeTo(Writer out) throws IOException {
		JsonObject header = header();
		header.remove("live");
		out.write(header + "\n");
		out.flush();
		this.file = out;
	}

	/** The time now, in microseconds since the epoch. */
	long now() {
		return ChronoUnit.MICROS.between(Instant.EPOCH, clock.instant());
	}

	/** A tap for what {@code from} ({@link Entry#CLIENT} or {@link Entry#AGENT}) writes. */
	public LineTap tap(String from) {
		return new LineTap(this, from);
	}

	void append(String from, long micros, long bytes, String text, boolean truncated, boolean invalidUtf8, boolean newline) {
		List<Runnable> wake;
		synchronized (this) {
			Entry entry = new Entry(entries.size(), micros, from, bytes, text, truncated, invalidUtf8, newline);
			entries.add(entry);
			write(entry.toJson() + "\n");
			wake = takeWaiting();
		}
		wake.forEach(Runnable::run);
	}

	/** The connection ended: the agent exited with {@code code}. */
	public void ended(int code) {
		List<Runnable> wake;
		synchronized (this) {
			live = false;
			exitCode = code;
			wake = takeWaiting();
			if (file != null) {
				// The exit code, known only now, as a last line of its own.
				write("{\"exitCode\":" + code + "}\n");
				try {
					file.close();
				} catch (IOException e) {
					// What was written is flushed; the page still has all of it.
				}
				file = null;
			}
		}
		wake.forEach(Runnable::run);
	}

	/** Writes to the recording's file, if any; one that fails is dropped (the proxy goes on, the page has it all). */
	private void write(String line) {
		if (file == null) {
			return;
		}
		try {
			file.write(line);
			file.flush();
		} catch (IOException e) {
			file = null;
		}
	}

	private List<Runnable> takeWaiting() {
		List<Runnable> wake = new ArrayList<>(waiting);
		waiting.clear();
		return wake;
	}

	/**
	 * Runs {@code ready} once there is an entry numbered {@code from} or the recording has ended: now,
	 * on this thread, or later on the thread that appends it.
	 */
	void whenAfter(long from, Runnable ready) {
		synchronized (this) {
			if (from >= entries.size() && live) {
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

	/** A page of entries from number {@code from} on: at most {@code max} of them, and about {@code maxChars} of text. */
	synchronized JsonObject page(long from, int max, long maxChars) {
		JsonObject page = header();
		com.google.gson.JsonArray list = new com.google.gson.JsonArray();
		long chars = 0;
		int index = (int) Math.max(0, Math.min(from, entries.size()));
		while (index < entries.size() && list.size() < max && (list.isEmpty() || chars < maxChars)) {
			Entry entry = entries.get(index++);
			chars += entry.text().length();
			list.add(entry.toJson());
		}
		page.addProperty("next", index);
		page.addProperty("total", entries.size());
		page.add("entries", list);
		return page;
	}

	private JsonObject header() {
		JsonObject header = new JsonObject();
		header.addProperty("format", FORMAT);
		header.addProperty("agent", agent);
		header.addProperty("live", live);
		if (exitCode != null) {
			header.addProperty("exitCode", exitCode);
		}
		return header;
	}

	/** Writes the recording as {@link #open} reads it: a header line, then one line per entry. */
	void export(Writer out) throws IOException {
		List<Entry> copy;
		JsonObject header;
		synchronized (this) {
			copy = List.copyOf(entries);
			header = header();
		}
		header.remove("live");
		out.write(header + "\n");
		for (Entry entry : copy) {
			out.write(entry.toJson() + "\n");
		}
	}

	/** The entries so far. */
	public synchronized List<Entry> entries() {
		return List.copyOf(entries);
	}
}
