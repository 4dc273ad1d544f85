package io.github.acp4j.agent.permission.internal;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.logging.Logger;

import com.google.inject.Singleton;

import io.github.acp4j.agent.permission.CatastrophicCommands;
import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PermissionOptionKind;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * The contract's permission rules: the catastrophic-command floor first, then "always" answers,
 * then the session's preset; "ask" sends {@code session/request_permission} with the four options.
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
			return memory.allowed().contains(tool.name()) ? Verdict.ALLOWED : ask(memory, tool, toolCall, context);
		}
	}

	private static String denial(PermissionPreset preset, PermissionClass permissionClass, boolean inside) {
		if (!inside && preset != PermissionPreset.FULL_ACCESS) {
			return "The path is outside the workspace; the " + preset.id() + " mode does not allow that.";
		}
		return "The " + preset.id() + " mode does not allow " + permissionClass.name().toLowerCase(Locale.ROOT)
				+ " tools.";
	}

	private static Verdict ask(Memory memory, AgentTool tool, ToolCallUpdate toolCall, ToolContext context)
			throws InterruptedException {
		CompletableFuture<RequestPermissionResponse> answer = context.client()
				.requestPermission(RequestPermissionRequest.of(context.sessionId(), toolCall, OPTIONS));
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
		if (response == null || !(response.outcome() instanceof SelectedPermissionOutcome)) {
			return Verdict.denied(response != null && response.outcome() != null ? "The user cancelled the permission request."
					: "The client's answer to the permission request was not understood, so the tool did not run.");
		}
		String option = ((SelectedPermissionOutcome) response.outcome()).optionId();
		switch (option == null ? "" : option) {
		case ALLOW_ALWAYS:
			memory.allowed().add(tool.name());
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
