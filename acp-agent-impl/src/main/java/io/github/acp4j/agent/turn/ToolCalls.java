package io.github.acp4j.agent.turn;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.logging.Logger;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionEvent;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.OutputRedactor;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.agent.spi.VisibleText;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.Terminal;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.ToolKind;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;

/**
 * Runs the tool calls of a turn's model answers: each call is prepared (its arguments read), shown to
 * the client, checked by the permission engine, run, reported with its last update and recorded with
 * its result. Whatever ends the turn on the way (a cancel, a failure), every call of the answer still
 * gets exactly one result, saying why it did not run: the next request must answer each call, as
 * the APIs require. Used by the turn's thread only.
 */
final class ToolCalls {

	private static final Logger LOG = Logger.getLogger(ToolCalls.class.getName());

	private final Session session;
	private final TurnClient client;
	private final Cancellation cancellation;
	/** The call whose tool runs now, or null: what {@link #cancel} can stop. */
	private volatile RunningCall runningCall;
	private final PermissionEngine permissions;
	private final OutputRedactor redactor;
	/** Whether the tool call in hand got past its permission check. */
	private boolean running;
	/** The tool call in hand as the client was shown it, once it was. */
	private ToolCall shownCall;
	/** Whether the permission check refused the tool call in hand. */
	private boolean denied;
	private final TurnTelemetry telemetry;

	ToolCalls(Session session, TurnClient client, Cancellation cancellation, PermissionEngine permissions, OutputRedactor redactor,
			TurnTelemetry telemetry) {
		this.telemetry = telemetry;
		this.session = session;
		this.client = client;
		this.cancellation = cancellation;
		this.permissions = permissions;
		this.redactor = redactor;
	}

	/** What a tool call left: the model's answer, and the call as last shown to the client. */
	private record Outcome(String forModel, ToolCall shown, ToolCallUpdate last) {
	}

	/** Runs the calls of one model answer in order, each with the tool of its name in {@code available}. */
	void run(List<ToolCallRequest> calls, Map<String, AgentTool> available, ToolContext context) throws InterruptedException {
		int done = 0;
		try {
			for (ToolCallRequest call : calls) {
				Outcome outcome = runOne(call, available.get(call.name()), context);
				shownCall = null;
				session.conversation().append(ChatMessage.tool(call.id(), outcome.forModel()),
						List.of(outcome.shown(), replayable(outcome)));
				done++;
			}
		} catch (CancellationException | InterruptedException e) {
			String why = running ? "Cancelled by the user while it ran; it may have partly taken effect."
					: "Cancelled by the user before it ran.";
			endCall(calls.get(done), why, why);
			unrun(calls, done + 1, "Not run: the user cancelled the turn at an earlier call of the same answer.");
			throw e;
		} catch (RuntimeException | Error e) {
			if (done < calls.size()) {
				endCall(calls.get(done), "The turn failed before this call finished.", "Not run: the turn failed before this call finished.");
			}
			unrun(calls, done + 1, "Not run: the turn failed before this call finished.");
			throw e;
		}
	}

	/** Records a result for each call from {@code from} on that did not run, saying why. */
	void unrun(List<ToolCallRequest> calls, int from, String why) {
		for (ToolCallRequest call : calls.subList(Math.min(from, calls.size()), calls.size())) {
			session.conversation().append(ChatMessage.tool(call.id(), why), List.of());
		}
	}

	/**
	 * Records the result of a call the turn stopped at. If the client was shown it, it gets its last
	 * update, failed, saying why, and the call is recorded with what the client was shown, so that a
	 * client loading the session later shows it as this one did.
	 */
	private void endCall(ToolCallRequest call, String shownWhy, String forModel) {
		ToolCall shown = shownCall;
		shownCall = null;
		if (shown == null) {
			session.conversation().append(ChatMessage.tool(call.id(), forModel), List.of());
			return;
		}
		ToolCallUpdate last = failed(shown.toolCallId(), shownWhy);
		client.ended(last, false);
		session.conversation().append(ChatMessage.tool(call.id(), forModel), List.of(shown, last));
	}

	/**
	 * What the user sees of a call before it runs and when asked: the command it runs, the change it
	 * makes; null when there is nothing to show but its title.
	 */
	private static List<ToolCallContent> shownContent(AgentTool.Call call) {
		List<ToolCallContent> content = new ArrayList<>();
		if (call.command() != null) {
			content.add(Content.of(TextContent.of(VisibleText.codeBlock(call.command()))));
		}
		content.addAll(call.preview());
		return content.isEmpty() ? null : content;
	}

	/** Runs one tool call end to end. */
	private Outcome runOne(ToolCallRequest request, AgentTool tool, ToolContext turnContext) throws InterruptedException {
		running = false;
		shownCall = null;
		// A cancel that came while the model's answer was recorded: nothing of this call is shown or asked.
		cancellation.throwIfCancelled();
		String id = session.nextToolCallId();
		// The call's own token, in the context it is prepared with (a tool's work keeps that context):
		// the turn's cancel trips it, and so does a cancel of this call alone.
		Cancellation callCancellation = new Cancellation();
		denied = false;
		Span span = telemetry.toolStarted(request.name(), id, tool == null ? null : tool.kind());
		String ended = "failed";
		try (Scope scope = span.makeCurrent(); Cancellation.Registration turnStops = cancellation.onCancel(callCancellation::cancel)) {
			Outcome outcome = runOne(request, tool, turnContext.toBuilder().cancellation(callCancellation).toolCallId(id).build(),
					callCancellation);
			ended = outcome.last().status() == ToolCallStatus.COMPLETED ? "completed" : denied ? "denied"
					: callCancellation.isCancelled() ? "cancelled" : "failed";
			return outcome;
		} catch (CancellationException | InterruptedException e) {
			ended = "cancelled";
			throw e;
		} finally {
			telemetry.toolEnded(span, ended);
		}
	}

	private Outcome runOne(ToolCallRequest request, AgentTool tool, ToolContext context, Cancellation callCancellation)
			throws InterruptedException {
		String id = context.toolCallId();
		JsonElement rawInput = parseArguments(request.arguments());
		if (tool == null) {
			return report(id, request.name(), ToolKind.OTHER, rawInput, "Unknown tool " + request.name(),
					"Error: there is no tool named " + request.name() + ".");
		}
		if (!(rawInput instanceof JsonObject arguments)) {
			return report(id, tool.name(), tool.kind(), rawInput, "The arguments are not a JSON object",
					"Error: the arguments of " + tool.name() + " must be a JSON object.");
		}
		AgentTool.Call call;
		try {
			call = tool.prepare(arguments, context);
		} catch (ToolException e) {
			return report(id, tool.name(), tool.kind(), rawInput, e.getMessage(), "Error: " + e.getMessage());
		} catch (CancellationException e) {
			throw e;
		} catch (RuntimeException e) {
			// A path the file system refuses (a NUL byte), or a tool's own bug: the call fails, the turn goes on.
			String message = failure(tool, e);
			return report(id, tool.name(), tool.kind(), rawInput, message, "Error: " + message);
		}
		// What the user sees of the call, before it runs and when asked: nothing in it can hide what runs.
		String title = VisibleText.line(call.title() != null ? call.title() : tool.name());
		List<ToolCallContent> content = shownContent(call);
		ToolCall shown = ToolCall.builder(id, title).name(tool.name()).kind(tool.kind()).status(ToolCallStatus.PENDING)
				.content(content).locations(call.locations()).rawInput(rawInput).build();
		client.publish(new SessionEvent.ToolCallShown(shown));
		shownCall = shown;
		ToolCallUpdate asked = ToolCallUpdate.builder(id).title(title).kind(tool.kind()).status(ToolCallStatus.PENDING)
				.content(content).locations(call.locations()).rawInput(rawInput).build();
		Span waiting = telemetry.permissionStarted();
		PermissionEngine.Verdict verdict;
		try {
			verdict = permissions.check(session.preset(), tool, call, asked, context);
		} catch (RuntimeException | InterruptedException e) {
			telemetry.permissionEnded(waiting, e instanceof CancellationException || e instanceof InterruptedException ? "cancelled" : "failed");
			throw e;
		}
		telemetry.permissionEnded(waiting, verdict.allowed() ? "allowed" : "denied");
		cancellation.throwIfCancelled();
		denied = !verdict.allowed();
		if (!verdict.allowed()) {
			ToolCallUpdate denied = failed(id, verdict.reason());
			client.ended(denied, false);
			return new Outcome("Permission denied: " + verdict.reason()
					+ " Do not retry the same call; ask the user or try another way.", shown, denied);
		}
		running = true;
		Outcome outcome;
		boolean cancelledAlone = false;
		try {
			// Cancellable before the client hears it runs: a tool_call/cancel sent on that news finds it.
			runningCall = new RunningCall(id, callCancellation);
			client.publish(new SessionEvent.ToolCallStarted(ToolCallUpdate.builder(id).status(ToolCallStatus.IN_PROGRESS).build()));
			callCancellation.throwIfCancelled();
			// Output may hold a secret the tool came across (a file, a process's environment): it leaves redacted.
			ToolResult result = redactor.redact(call.run(context));
			callCancellation.throwIfCancelled();
			cancellation.throwIfCancelled();
			outcome = new Outcome(result.forModel(), shown, ToolCallUpdate.builder(id).status(ToolCallStatus.COMPLETED)
					.content(result.content()).rawOutput(rawOutput(result)).build());
		} catch (ToolException e) {
			String message = redactor.redact(e.getMessage());
			outcome = new Outcome("Error: " + message, shown, failed(id, message));
		} catch (CancellationException e) {
			if (cancellation.isCancelled()) {
				throw e;
			}
			// This call alone was cancelled (tool_call/cancel): it ends, the turn goes on.
			cancelledAlone = true;
			outcome = new Outcome("The user cancelled this tool call while it ran; it may have partly taken effect. "
					+ "Do not run it again unless the user asks.", shown,
					failed(id, "Cancelled by the user while it ran; it may have partly taken effect."));
		} catch (RuntimeException e) {
			String message = failure(tool, e);
			outcome = new Outcome("Error: " + message, shown, failed(id, message));
		} finally {
			runningCall = null;
		}
		// No longer cancellable when the client hears it ended.
		client.ended(outcome.last(), cancelledAlone);
		return outcome;
	}

	/** The call running now and its own cancellation token. */
	private record RunningCall(String id, Cancellation cancellation) {
	}

	/** Cancels the call of this id if it is the one running; whether it was. */
	boolean cancel(String toolCallId) {
		RunningCall call = runningCall;
		if (call == null || !call.id().equals(toolCallId)) {
			return false;
		}
		call.cancellation().cancel();
		return true;
	}

	/** A crashed tool's one line for the model and the client, its stack trace logged; both without a secret. */
	private String failure(AgentTool tool, RuntimeException e) {
		LOG.warning("Tool " + tool.name() + " failed: " + redactor.redact(e));
		return JsonRpcErrors.oneLine(redactor.redact(tool.name() + " failed: " + (e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName())));
	}

	/**
	 * The last update of a call as a loading client can show it: a client terminal is released by
	 * then, so its output is stored as text.
	 */
	private static ToolCallUpdate replayable(Outcome outcome) {
		ToolCallUpdate last = outcome.last();
		if (last.content() == null || last.content().stream().noneMatch(Terminal.class::isInstance)) {
			return last;
		}
		return ToolCallUpdate.builder(last.toolCallId()).status(last.status()).content(List.of(Content.of(TextContent.of(outcome.forModel()))))
				.rawOutput(last.rawOutput()).build();
	}

	/** A call that failed before it could be shown properly: shown and failed at once. */
	private Outcome report(String id, String name, ToolKind kind, JsonElement rawInput, String error, String forModel) {
		// A tool that refuses its arguments may quote what it found while checking them.
		String redactedError = redactor.redact(error);
		ToolCall shown = ToolCall.builder(id, name).name(name).kind(kind).status(ToolCallStatus.PENDING).rawInput(rawInput).build();
		ToolCallUpdate failed = failed(id, redactedError);
		client.publish(new SessionEvent.ToolCallShown(shown));
		client.ended(failed, false);
		return new Outcome(redactor.redact(forModel), shown, failed);
	}

	/** A call's failed update; {@code reason}, already redacted, is its content and its raw output. */
	private static ToolCallUpdate failed(String id, String reason) {
		JsonObject raw = new JsonObject();
		raw.addProperty("error", reason);
		return ToolCallUpdate.builder(id).status(ToolCallStatus.FAILED).content(List.of(Content.of(TextContent.of(reason)))).rawOutput(raw)
				.build();
	}

	/**
	 * A completed call's raw output: the tool's structured output when it gives one (a command's exit
	 * code, an MCP result), else {@code {"output": ...}} with the text the model got, so that every
	 * tool's final update carries one.
	 */
	private static JsonElement rawOutput(ToolResult result) {
		if (result.rawOutput() != null) {
			return result.rawOutput();
		}
		JsonObject raw = new JsonObject();
		raw.addProperty("output", result.forModel());
		return raw;
	}

	private static JsonElement parseArguments(String arguments) {
		if (arguments == null || arguments.isBlank()) {
			return new JsonObject();
		}
		try {
			return JsonParser.parseString(arguments);
		} catch (RuntimeException e) {
			return null;
		}
	}
}
