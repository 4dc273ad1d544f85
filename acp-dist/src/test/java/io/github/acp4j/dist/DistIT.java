package io.github.acp4j.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

/**
 * The archive the build made (target/acp4j-VERSION-PLATFORM.tar.gz), unpacked with tar into a directory
 * whose path has spaces, as the ACP registry unpacks it: {@code acp4j/bin/acp4j --acp --stdio} starts with
 * no java on the PATH, no JAVA_HOME and no provider key, and passes the registry's start-up check
 * (its own initialize request) and a turn on the demo model. The Windows zip is not run here.
 */
@EnabledOnOs({ OS.LINUX, OS.MAC })
// A guard against a hang, not a speed check.
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DistIT {

	/** The initialize request of the registry's check (.github/workflows/client.py), byte for byte in content. */
	private static final String REGISTRY_INITIALIZE = "{\"protocolVersion\":1,\"clientInfo\":{\"name\":\"ACP Registry Validator\","
			+ "\"version\":\"1.0.0\"},\"clientCapabilities\":{\"terminal\":true,\"fs\":{\"readTextFile\":true,\"writeTextFile\":true},"
			+ "\"_meta\":{\"terminal_output\":true,\"terminal-auth\":true}}}";

	@TempDir
	static Path temp;
	/** Where the archive was unpacked: its path has spaces. */
	private static Path extracted;
	/** {@code acp4j/} in it. */
	private static Path dist;
	/** A PATH of only the tools bin/acp4j calls (dirname, readlink), links in a directory of their own: no java. */
	private static Path tools;

	@BeforeAll
	static void unpack() throws Exception {
		Path archive;
		try (Stream<Path> files = Files.list(Path.of(System.getProperty("acp4j.dist.dir")))) {
			List<Path> archives = files.filter(file -> file.getFileName().toString()
					.matches("acp4j-" + System.getProperty("acp4j.version").replace(".", "\\.") + "-[a-z]+-[a-z0-9_]+\\.tar\\.gz")).toList();
			assertThat(archives).hasSize(1);
			archive = archives.get(0);
		}
		if (OS.current() == OS.LINUX && "amd64".equals(System.getProperty("os.arch"))) {
			assertThat(archive.getFileName().toString()).endsWith("-linux-x86_64.tar.gz");
		}
		extracted = Files.createDirectories(temp.resolve("registry sandbox/extracted dir"));
		assertThat(run(extracted, Map.of(), List.of("tar", "-xzf", archive.toString())).exitCode()).isZero();
		dist = extracted.resolve("acp4j");
		tools = Files.createDirectories(temp.resolve("tools only"));
		for (String tool : List.of("dirname", "readlink")) {
			Path found = Stream.of("/usr/bin", "/bin").map(directory -> Path.of(directory, tool)).filter(Files::isExecutable).findFirst()
					.orElseThrow();
			Files.createSymbolicLink(tools.resolve(tool), found);
		}
	}

	/** The environment the agent gets: PATH of the two tools, HOME a fresh directory, nothing else. */
	private static Map<String, String> withoutJava() throws IOException {
		return Map.of("PATH", tools.toString(), "HOME", Files.createDirectories(temp.resolve("home dir")).toString(), "TERM", "dumb");
	}

	@Test
	void javaIsNotReachableFromTheAgentsEnvironment() throws Exception {
		Result which = run(extracted, withoutJava(), List.of("/bin/sh", "-c", "command -v java || echo none"));

		assertThat(which.stdout().strip()).isEqualTo("none");
	}

	@Test
	void theArchiveHoldsTheAgentAStartUpArchiveAndALinkedRuntimeNotAJdk() throws IOException {
		assertThat(dist.resolve("lib/acp4j.jar")).isRegularFile();
		assertThat(dist.resolve("lib/acp4j.jsa")).isRegularFile();
		assertThat(dist.resolve("bin/acp4j")).isExecutable();
		assertThat(dist.resolve("runtime/bin/java")).isExecutable();
		assertThat(dist.resolve("runtime/bin/javac")).doesNotExist();
		assertThat(dist.resolve("runtime/jmods")).doesNotExist();
		assertThat(dist.resolve("runtime/include")).doesNotExist();
		assertThat(dist.resolve("runtime/man")).doesNotExist();
		String modules = Files.readAllLines(dist.resolve("runtime/release")).stream().filter(line -> line.startsWith("MODULES="))
				.findFirst().orElseThrow();
		assertThat(modules).contains("java.base", "java.sql", "jdk.unsupported", "jdk.crypto.ec")
				.doesNotContain("jdk.compiler", "java.desktop", "jdk.jlink");
	}

	@Test
	void theRuntimeHasTheServicesJdepsCannotSee() throws Exception {
		Path classes = Path.of(RuntimeProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI());

		Result probe = run(extracted, withoutJava(),
				List.of(dist.resolve("runtime/bin/java").toString(), "-cp", classes.toString(), RuntimeProbe.class.getName()));

		assertThat(probe.stdout()).isEmpty();
		assertThat(probe.exitCode()).as(probe.stderr()).isZero();
	}

	@Test
	void theLauncherMapsTheStartUpArchiveWhereTheArchiveWasUnpacked() throws Exception {
		Map<String, String> environment = new HashMap<>(withoutJava());
		// -Xshare:on makes a start-up archive that cannot be mapped fatal, where the launcher's default starts without it.
		environment.put("JDK_JAVA_OPTIONS", "-Xshare:on");

		Result version = run(extracted, environment, List.of(dist.resolve("bin/acp4j").toString(), "--version"));

		assertThat(version.exitCode()).as(version.stderr()).isZero();
		assertThat(version.stdout()).isEqualTo("acp4j " + System.getProperty("acp4j.version") + System.lineSeparator());
	}

	@Test
	void theLauncherRunsThroughASymbolicLinkFromAnotherDirectory() throws Exception {
		Path links = Files.createDirectories(temp.resolve("my bin"));
		Path link = Files.createSymbolicLink(links.resolve("acp4j"), links.relativize(dist.resolve("bin/acp4j")));

		Result version = run(links, withoutJava(), List.of(link.toString(), "--version"));

		assertThat(version.exitCode()).as(version.stderr()).isZero();
		assertThat(version.stdout()).startsWith("acp4j " + System.getProperty("acp4j.version"));
	}

	@Test
	void theRegistrysStartUpCheckAndATurnOnTheDemoModel() throws Exception {
		Path workspace = Files.createDirectories(temp.resolve("a workspace"));
		Files.writeString(workspace.resolve("hello.txt"), "hello\n");
		Path stderr = temp.resolve("agent.err");
		// As the registry runs it: its cmd and args from agent.json, in the directory it unpacked into.
		ProcessBuilder builder = new ProcessBuilder("./acp4j/bin/acp4j", "--acp", "--stdio").directory(extracted.toFile())
				.redirectError(stderr.toFile());
		builder.environment().clear();
		builder.environment().putAll(withoutJava());
		Process agent = builder.start();
		List<String> lines = new ArrayList<>();
		try (OutputStream in = agent.getOutputStream();
				BufferedReader out = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8))) {
			JsonObject initialized = request(in, out, lines, 1, "initialize", REGISTRY_INITIALIZE).getAsJsonObject("result");
			assertThat(initialized.get("protocolVersion").getAsInt()).isEqualTo(1);
			assertThat(initialized.getAsJsonObject("agentInfo").get("name").getAsString()).isEqualTo("acp4j");
			// The registry lists an agent only when it offers an auth method of type agent or terminal.
			assertThat(initialized.getAsJsonArray("authMethods")).anySatisfy(method -> assertThat(method.getAsJsonObject().has("type")
					? method.getAsJsonObject().get("type").getAsString() : "agent").isIn("agent", "terminal"));

			String sessionId = request(in, out, lines, 2, "session/new",
					"{\"cwd\":" + new JsonPrimitive(workspace.toString()) + ",\"mcpServers\":[]}")
					.getAsJsonObject("result").get("sessionId").getAsString();
			int before = lines.size();
			JsonObject prompted = request(in, out, lines, 3, "session/prompt",
					"{\"sessionId\":\"" + sessionId + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"list files\"}]}");

			assertThat(prompted.getAsJsonObject("result").get("stopReason").getAsString()).isEqualTo("end_turn");
			List<JsonObject> updates = lines.subList(before, lines.size()).stream().map(line -> JsonParser.parseString(line).getAsJsonObject())
					.filter(message -> "session/update".equals(message.has("method") ? message.get("method").getAsString() : null)).toList();
			assertThat(updates).extracting(update -> update.getAsJsonObject("params").getAsJsonObject("update").get("sessionUpdate").getAsString())
					.contains("tool_call", "agent_message_chunk");
			assertThat(String.join("\n", lines)).contains("hello.txt");
		}
		assertThat(agent.waitFor(60, TimeUnit.SECONDS)).as("the agent ends when stdin closes").isTrue();
		assertThat(agent.exitValue()).isZero();
		// stdout was protocol only (every line parsed as a message above); stderr got nothing either, no JVM warning.
		assertThat(Files.readString(stderr)).isEmpty();
	}

	/** Sends a request and reads up to its answer, keeping every line; a request from the agent is answered -32601. */
	private static JsonObject request(OutputStream in, BufferedReader out, List<String> lines, int id, String method, String params)
			throws IOException {
		in.write(("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}\n")
				.getBytes(StandardCharsets.UTF_8));
		in.flush();
		for (String line = out.readLine(); line != null; line = out.readLine()) {
			lines.add(line);
			JsonObject message = JsonParser.parseString(line).getAsJsonObject();
			if (message.has("method") && message.has("id")) {
				in.write(("{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id") + ",\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}\n")
						.getBytes(StandardCharsets.UTF_8));
				in.flush();
			} else if (!message.has("method") && message.get("id").getAsInt() == id) {
				assertThat(message.has("result")).as(line).isTrue();
				return message;
			}
		}
		throw new IOException("the agent ended before answering " + method);
	}

	private record Result(int exitCode, String stdout, String stderr) {
	}

	/** Runs a command to its end in {@code directory} with exactly {@code environment} (an empty map: the test's own). */
	private static Result run(Path directory, Map<String, String> environment, List<String> command) throws IOException, InterruptedException {
		Path stdout = Files.createTempFile(temp, "out", ".txt");
		Path stderr = Files.createTempFile(temp, "err", ".txt");
		ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
				.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).redirectOutput(stdout.toFile())
				.redirectError(stderr.toFile());
		if (!environment.isEmpty()) {
			builder.environment().clear();
			builder.environment().putAll(environment);
		}
		Process process = builder.start();
		process.waitFor();
		return new Result(process.exitValue(), Files.readString(stdout), Files.readString(stderr));
	}
}
