package io.github.acp4j.samples;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.CancelledPermissionOutcome;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.Implementation;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PermissionOptionKind;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.ToolKind;

/**
 * An agent for the terminal client's tests that behaves as qwen-code and opencode do on Ctrl-C: a
 * prompt with "write" in it asks permission (with the diff); {@code session/cancel} ends the turn
 * {@code cancelled} at once, but the question stays asked until the client answers it (the agent
 * never withdraws it). Every answer is reported: at once when the turn still runs, else at the
 * start of the next prompt's answer ("prompt: TEXT (the last question was answered: OUTCOME)"). It
 * writes {@value #NOISE} to its stderr at start and at each prompt, as noisy agents do.
 */
public final class QuestionAgent implements AcpAgentServer {

	static final String NOISE = "NOISE-FROM-THE-AGENT";

	private volatile AcpClientEndpoint client;
	private volatile CompletableFuture<PromptResponse> turn;
	private volatile String lastAnswer;

	public static void main(String[] args) throws Exception {
		PrintStream stderr = new PrintStream(new FileOutputStream(FileDescriptor.err), true);
		stderr.println(NOISE + " starting");
		QuestionAgent agent = new QuestionAgent();
		Launcher<AcpClientEndpoint> launcher = AcpLauncher.agent(agent, new FileInputStream(FileDescriptor.in),
				new FileOutputStream(FileDescriptor.out));
		agent.client = launcher.getRemoteProxy();
		launcher.startListening().get();
		System.exit(0);
	}

	@Override
	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		return CompletableFuture.completedFuture(InitializeResponse.builder(1)
				.agentInfo(Implementation.builder("question-agent", "1.0").title("Question agent").build()).build());
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		return CompletableFuture.completedFuture(NewSessionResponse.of("s1"));
	}

	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		System.err.println(NOISE + " prompted");
		String text = ((TextContent) request.prompt().get(0)).text();
		CompletableFuture<PromptResponse> answer = new CompletableFuture<>();
		turn = answer;
		if (!text.contains("write")) {
			String last = lastAnswer;
			say("prompt: " + text + (last == null ? "" : " (the last question was answered: " + last + ")"), false);
			lastAnswer = null;
			answer.complete(PromptResponse.of(StopReason.END_TURN));
			return answer;
		}
		say("The user wants a file written.", true);
		ToolCallUpdate call = ToolCallUpdate.builder("call_1").title("Write out.txt").kind(ToolKind.EDIT)
				.content(List.of(Diff.of("/tmp/out.txt", "a line the user approves\n"))).build();
		client.requestPermission(RequestPermissionRequest.of("s1", call, List.of(
				PermissionOption.of("allow", "Allow", PermissionOptionKind.ALLOW_ONCE),
				PermissionOption.of("reject", "Reject", PermissionOptionKind.REJECT_ONCE))))
				.thenAccept(response -> answered(response, answer));
		return answer;
	}

	private void answered(RequestPermissionResponse response, CompletableFuture<PromptResponse> answer) {
		String outcome = response.outcome() instanceof SelectedPermissionOutcome selected ? "selected " + selected.optionId()
				: response.outcome() instanceof CancelledPermissionOutcome ? "cancelled" : "unknown";
		if (answer.isDone()) {
			lastAnswer = outcome;
		} else {
			say("outcome: " + outcome, false);
			answer.complete(PromptResponse.of(StopReason.END_TURN));
		}
	}

	private void say(String text, boolean thought) {
		client.sessionUpdate(SessionNotification.of("s1", thought ? AgentThoughtChunk.of(TextContent.of(text))
				: AgentMessageChunk.of(TextContent.of(text + "\n"))));
	}

	@Override
	public void cancel(CancelNotification notification) {
		CompletableFuture<PromptResponse> running = turn;
		if (running != null) {
			running.complete(PromptResponse.of(StopReason.CANCELLED));
		}
	}
}
