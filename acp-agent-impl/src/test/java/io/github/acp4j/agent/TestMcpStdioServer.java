package io.github.acp4j.agent;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@link TestMcpTools} as a stdio MCP server process: {@code java -cp ... TestMcpStdioServer LOG_FILE}. */
public final class TestMcpStdioServer {

	private TestMcpStdioServer() {
	}

	public static void main(String[] args) throws IOException {
		PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
		TestMcpTools tools = new TestMcpTools(Path.of(args[0]), () -> Runtime.getRuntime().halt(3));
		BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
		tools.record("pid " + ProcessHandle.current().pid());
		System.err.println("test server up");
		String shown = System.getenv("TEST_PRINT_ENV");
		if (shown != null) {
			System.err.println(shown + "=" + System.getenv(shown));
		}
		for (String line = in.readLine(); line != null; line = in.readLine()) {
			JsonObject message = JsonParser.parseString(line).getAsJsonObject();
			if (!message.has("method")) {
				continue; // an answer to a request of ours; this server sends none
			}
			Runnable handle = () -> {
				JsonObject response = tools.handle(message, notification -> send(out, notification));
				if (response != null) {
					send(out, response);
				}
			};
			if ("tools/call".equals(message.get("method").getAsString())) {
				// A call may wait (slow), so it runs on its own thread, as a real server's would.
				Thread call = new Thread(handle);
				call.setDaemon(true);
				call.start();
			} else {
				handle.run();
			}
		}
	}

	private static void send(PrintStream out, JsonObject message) {
		synchronized (out) {
			out.println(message);
			out.flush();
		}
	}
}
