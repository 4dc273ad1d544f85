package io.github.acp4j.agent.permission.internal;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.logging.Logger;

import com.google.inject.Singleton;

import io.github.acp4j.agent.permission.CatastrophicCommands;
import io.github.acp4j.agent.permission.CodeRunningPaths;
import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.permission.UnseenCode;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PermissionOptionKind;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * The contract's permission rules: the catastrophic-command floor first, then "always" answers,
 * then the session's preset; "ask" sends {@code session/request_permission} with the four options.
 * A call that writes a file that runs code ({@link CodeRunningPaths}) or runs code made while it runs
 * ({@link UnseenCode}) is asked every time, even after "always allow": the question says why and
 * offers no "always allow", and such an answer all the same allows that call only.
 */
@Singleton
public final class DefaultPermissionEngine implements PermissionEngine {

	static final String ALLOW_ONCE = "allow_once";
	static final String ALLOW_ALWAYS = "allow_always";
	static final String REJECT_ONCE = "reject_once";
	static final String REJECT_ALWAYS = "reject_always";

	private static final Logger LOG = Logger.getLogger(DefaultPermissionEngine.class.getName());

	static final List<PermissionOption> OPTIONS = List.of(
			PermissionOption.of(ALLOW_ONCE, "Allow", PermissionOptionKind.ALLOW_ONCE),
			PermissionOption.of(ALLOW_ALWAYS, "Always allow in this session", PermissionOptionKind.ALLOW_ALWAYS),
			PermissionOption.of(REJECT_ONCE, "Reject", PermissionOptionKind.REJECT_ONCE),
			PermissionOption.of(REJECT_ALWAYS, "Always reject in this session", PermissionOptionKind.REJECT_ALWAYS));

	/** The options of a question asked every time: "always allow" would promise what is not kept. */
	static final List<PermissionOption> OPTIONS_EVERY_TIME = List.of(OPTIONS.get(0), OPTIONS.get(2), OPTIONS.get(3));

	/** The tools a session's user allowed or rejected "always", by session id. */
	private final Map<String, Memory> memories = new ConcurrentHashMap<>();

	private record Memory(Set<String> allowed, Set<String> rejected) {
		Memory() {
			this(ConcurrentHashMap.newKeySet(), ConcurrentHashMap.newKeySet());
		}
	}

	@Override
	public void forget(String sessionId) {
		memories.remove(sessionId);
	}

	@Override
	public Verdict check(PermissionPreset preset, AgentTool tool, AgentTool.Call call, ToolCallUpdate toolCall, ToolContext context)
			throws InterruptedException {
		Memory memory = memories.computeIfAbsent(context.sessionId(), id -> new Memory());
		if (call.command() != null && CatastrophicCommands.isCatastrophic(call.command())) {
			return Verdict.denied("This command is refused in every mode: it could destroy the system or its data.");
		}
		if (memory.rejected().contains(tool.name())) {
			return Verdict.denied("The user rejected " + tool.name() + " for this session.");
		}
		switch (preset.decide(tool.permissionClass(), call.insideWorkspace())) {
		case ALLOW:
			return Verdict.ALLOWED;
		case DENY:
			return Verdict.denied(denial(preset, tool.permissionClass(), call.insideWorkspace()));
		default:
			Optional<String> everyTime = askedEveryTime(tool, call, context.workspace());
			return everyTime.isEmpty() && memory.allowed().contains(tool.name()) ? Verdict.ALLOWED
					: ask(memory, tool, toolCall, everyTime.orElse(null), context);
		}
	}

	/** Why a call is asked whatever was allowed before, or empty when an "always allow" covers it. */
	private static Optional<String> askedEveryTime(AgentTool tool, AgentTool.Call call, Workspace workspace) {
		if (tool.permissionClass() == PermissionClass.WRITE) {
			for (ToolCallLocation location : call.locations()) {
				try {
					Optional<String> why = CodeRunningPaths.why(Path.of(location.path()), workspace);
					if (why.isPresent()) {
						return why;
					}
				} catch (InvalidPathException e) {
					// Not a path this system can write: the tool cannot write there either.
				}
			}
		}
		return UnseenCode.runs(call.command())
				? Optional.of("runs code it only makes while it runs (such as eval \"$(...)\" or a download piped to a shell), "
						+ "which no question can show")
				: Optional.empty();
	}

	private static String denial(PermissionPreset preset, PermissionClass permissionClass, boolean inside) {
		if (!inside && preset != PermissionPreset.FULL_ACCESS) {
			return "The path is outside the workspace; the " + preset.id() + " mode does not allow that.";
		}
		return "The " + preset.id() + " mode does not allow " + permissionClass.name().toLowerCase(Locale.ROOT)
				+ " tools.";
	}

	/** Asks the user; {@code everyTime}, when not null, is why no "always" answer covers this call. */
	private static Verdict ask(Memory memory, AgentTool tool, ToolCallUpdate toolCall, String everyTime, ToolContext context)
			throws InterruptedException {
		ToolCallUpdate question = toolCall;
		if (everyTime != null) {
			List<ToolCallContent> content = new ArrayList<>();
			content.add(Content.of(TextContent.of("Asked every time, whatever was allowed before: this call " + everyTime + ".")));
			if (toolCall.content() != null) {
				content.addAll(toolCall.content());
			}
			question = toolCall.toBuilder().content(content).build();
		}
		CompletableFuture<RequestPermissionResponse> answer = context.client().requestPermission(
				RequestPermissionRequest.of(context.sessionId(), question, everyTime == null ? OPTIONS : OPTIONS_EVERY_TIME));
		RequestPermissionResponse response;
		Cancellation cancellation = context.cancellation();
		// Cancelling the future sends $/cancel_request for the pending request.
		try (Cancellation.Registration stop = cancellation.onCancel(() -> answer.cancel(true))) {
			response = answer.get();
		} catch (CancellationException e) {
			cancellation.throwIfCancelled();
			return Verdict.denied("The permission request was cancelled.");
		} catch (ExecutionException e) {
			LOG.warning("Permission request failed: " + JsonRpcErrors.unwrap(e));
			return Verdict.denied("The permission request failed, so the tool did not run.");
		}
		cancellation.throwIfCancelled();
		if (response == null || !(response.outcome() instanceof SelectedPermissionOutcome selected)) {
			return Verdict.denied(response != null && response.outcome() != null ? "The user cancelled the permission request."
					: "The client's answer to the permission request was not understood, so the tool did not run.");
		}
		String option = selected.optionId();
		switch (option == null ? "" : option) {
		case ALLOW_ALWAYS:
			if (everyTime == null) {
				memory.allowed().add(tool.name());
			}
			return Verdict.ALLOWED;
		case ALLOW_ONCE:
			return Verdict.ALLOWED;
		case REJECT_ALWAYS:
			memory.rejected().add(tool.name());
			return Verdict.denied("The user rejected this tool call and all further " + tool.name() + " calls.");
		case REJECT_ONCE:
			return Verdict.denied("The user rejected this tool call.");
		default:
			return Verdict.denied("The client chose an unknown option, so the tool did not run.");
		}
	}
}
