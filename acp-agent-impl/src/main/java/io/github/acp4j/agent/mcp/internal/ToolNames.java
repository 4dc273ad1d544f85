package io.github.acp4j.agent.mcp.internal;

import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * Names for MCP tools as model APIs accept them: {@code mcp__SERVER__TOOL}, characters outside
 * {@code [A-Za-z0-9_-]} replaced by {@code _}, at most {@value #MAX_LENGTH} characters (a longer
 * name is cut and ends with a hash of the whole, so two long names stay apart).
 */
public final class ToolNames {

	static final int MAX_LENGTH = 64;
	private static final String PREFIX = "mcp__";

	private ToolNames() {
	}

	public static String of(String server, String tool) {
		String name = PREFIX + clean(server) + "__" + clean(tool);
		if (name.length() <= MAX_LENGTH) {
			return name;
		}
		CRC32 hash = new CRC32();
		hash.update((server + "\u0000" + tool).getBytes(StandardCharsets.UTF_8));
		String suffix = String.format("_%08x", hash.getValue());
		return name.substring(0, MAX_LENGTH - suffix.length()) + suffix;
	}

	private static String clean(String part) {
		String cleaned = part.replaceAll("[^A-Za-z0-9_-]", "_");
		return cleaned.isEmpty() ? "_" : cleaned;
	}
}
