package io.github.acp4j.samples;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;

/**
 * Entry point of {@code acp4j-samples.jar}:
 * <pre>
 * java -jar acp4j-samples.jar echo-agent
 * java -jar acp4j-samples.jar chat [--agent COMMAND | --agent-url URL] [--yes] [PROMPT]     (chat --help says more)
 * </pre>
 */
public final class Main {

	static final String USAGE = String.join(System.lineSeparator(),
			"usage: java -jar acp4j-samples.jar echo-agent [--v2]     (--v2: ACP v1 or v2, as initialize asks)",
			"       java -jar acp4j-samples.jar chat [--agent COMMAND | --agent-url URL] [--yes] [PROMPT]   (chat --help says more)");

	private Main() {
	}

	public static void main(String[] args) throws Exception {
		String command = args.length == 0 ? "" : args[0];
		List<String> rest = List.of(args).subList(Math.min(1, args.length), args.length);
		switch (command) {
		case "echo-agent":
			// stdout carries protocol only: anything printed by mistake goes to stderr.
			OutputStream stdout = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 64 * 1024);
			System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
			if (rest.contains("--v2")) {
				EchoAgentV2.serve(new FileInputStream(FileDescriptor.in), stdout);
			} else {
				EchoAgent.serve(new FileInputStream(FileDescriptor.in), stdout);
			}
			System.exit(0);
			break;
		case "chat":
			System.exit(SampleClient.run(rest, System.in, System.out, System.err));
			break;
		default:
			System.err.println(USAGE);
			System.exit(2);
		}
	}
}
