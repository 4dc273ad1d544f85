package io.github.acp4j.agent.v2;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import com.google.gson.Gson;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.agent.session.Presenter;
import io.github.acp4j.agent.session.SessionEvent;
import io.github.acp4j.agent.spi.GitPatch;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.AgentaoClientExtensions;
import io.github.acp4j.api.types.AvailableCommandsUpdate;
import io.github.acp4j.api.types.CompleteElicitationNotification;
import io.github.acp4j.api.types.ConfigOptionUpdate;
import io.github.acp4j.api.types.CreateElicitationRequest;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.CurrentModeUpdate;
import io.github.acp4j.api.types.Plan;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionConfigBoolean;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.UnstructuredCommandInput;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.api.v2.types.AgentMessage;
import io.github.acp4j.api.v2.types.AgentMessageChunk;
import io.github.acp4j.api.v2.types.AgentThought;
import io.github.acp4j.api.v2.types.AgentThoughtChunk;
import io.github.acp4j.api.v2.types.AvailableCommand;
import io.github.acp4j.api.v2.types.Command;
import io.github.acp4j.api.v2.types.ContentBlock;
import io.github.acp4j.api.v2.types.Content;
import io.github.acp4j.api.v2.types.Diff;
import io.github.acp4j.api.v2.types.DiffChange;
import io.github.acp4j.api.v2.types.DiffPatch;
import io.github.acp4j.api.v2.types.DiffPatchFormat;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.PermissionOption;
import io.github.acp4j.api.v2.types.PlanEntry;
import io.github.acp4j.api.v2.types.PlanItems;
import io.github.acp4j.api.v2.types.PlanUpdate;
import io.github.acp4j.api.v2.types.RequiresActionStateUpdate;
import io.github.acp4j.api.v2.types.RunningStateUpdate;
import io.github.acp4j.api.v2.types.SessionConfigOption;
import io.github.acp4j.api.v2.types.SessionConfigSelectOptions;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.Terminal;
import io.github.acp4j.api.v2.types.TerminalCancelCapabilities;
import io.github.acp4j.api.v2.types.TerminalCapabilities;
import io.github.acp4j.api.v2.types.TerminalExitStatus;
import io.github.acp4j.api.v2.types.TerminalOutput;
import io.github.acp4j.api.v2.types.TerminalOutputChunk;
import io.github.acp4j.api.v2.types.TerminalUpdate;
import io.github.acp4j.api.v2.types.TextCommandInput;
import io.github.acp4j.api.v2.types.ToolCallCancelCapabilities;
import io.github.acp4j.api.v2.types.ToolCallCapabilities;
import io.github.acp4j.api.v2.types.ToolCallContent;
import io.github.acp4j.api.v2.types.ToolCallPermissionSubject;
import io.github.acp4j.api.v2.types.ToolCallStatus;
import io.github.acp4j.api.v2.types.ToolCallUpdate;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;
import io.github.acp4j.api.v2.types.UserMessage;
import io.github.acp4j.api.v2.types.UserMessageChunk;

/**
 * A session's events in ACP v2 (Preview): messages are upserts and chunks keyed by the session's
 * message ids, a tool call is created by its first {@code tool_call_update} and can be cancelled
 * alone while it runs ({@code capabilities.cancel}), a local command is shown in a display terminal,
 * a diff lists the files it changes with its git patch, and the session's foreground work is told
 * with {@code state_update}. A permission request gets its {@code title} and {@code subject}. Values
 * whose shape both versions share (content blocks, locations, usage, notices) are carried over as
 * they are; what v2 shapes differently is built here, in v2's types.
 */
final class V2Presenter implements Presenter {

	static final Gson GSON = AcpGson.create();
	/** The id of a session's plan: v1 has one plan per session, which each update replaces. */
	static final String PLAN_ID = "plan";

	private final AcpClientEndpoint v1;
	private final AcpClientEndpointV2 v2;

	/**
	 * @param v1 the connection's v1 client, for what both versions share (Agentao's {@code ask_user})
	 * @param v2 the connection's v2 client
	 */
	V2Presenter(AcpClientEndpoint v1, AcpClientEndpointV2 v2) {
		this.v1 = v1;
		this.v2 = v2;
	}

	/**
	 * {@code value} as the v2 type of the same shape; a member of a v1 union is written as the union
	 * writes it (with its tag).
	 */
	static <T> T convert(Object value, Class<T> type) {
		return value == null ? null : GSON.fromJson(GSON.toJsonTree(value, union(value.getClass())), type);
	}

	/** The union {@code type} is a member of (the sealed interface whose adapter writes its tag), else {@code type}. */
	private static Class<?> union(Class<?> type) {
		for (Class<?> member : type.getInterfaces()) {
			if (member.isSealed() && member.isAnnotationPresent(com.google.gson.annotations.JsonAdapter.class)) {
				return member;
			}
		}
		return type;
	}

	@Override
	public void present(String sessionId, SessionEvent event) {
		for (SessionUpdate update : updates(event)) {
			v2.sessionUpdate(UpdateSessionNotification.of(sessionId, update));
		}
	}

	/** The v2 updates that tell {@code event}, none when v2 has nothing to say of it. */
	static List<SessionUpdate> updates(SessionEvent event) {
		if (event instanceof SessionEvent.PromptInserted inserted) {
			return List.of(UserMessage.builder(inserted.messageId()).content(blocks(inserted.content())).build());
		} else if (event instanceof SessionEvent.Message message) {
			List<ContentBlock> content = blocks(message.content());
			return List.of(switch (message.author()) {
			case USER -> UserMessage.builder(message.messageId()).content(content).build();
			case AGENT -> AgentMessage.builder(message.messageId()).content(content).build();
			case THOUGHT -> AgentThought.builder(message.messageId()).content(content).build();
			});
		} else if (event instanceof SessionEvent.MessageChunk chunk) {
			ContentBlock block = convert(chunk.content(), ContentBlock.class);
			return List.of(switch (chunk.author()) {
			case USER -> UserMessageChunk.of(chunk.messageId(), block);
			case AGENT -> AgentMessageChunk.of(chunk.messageId(), block);
			case THOUGHT -> AgentThoughtChunk.of(chunk.messageId(), block);
			});
		} else if (event instanceof SessionEvent.ToolCallShown shown) {
			return List.of(toolCall(shown.call()));
		} else if (event instanceof SessionEvent.ToolCallChanged changed) {
			return List.of(toolCall(changed.update()).build());
		} else if (event instanceof SessionEvent.ToolCallStarted started) {
			return List.of(toolCall(started.update()).capabilities(ToolCallCapabilities.builder().cancel(ToolCallCancelCapabilities.of()).build())
					.build());
		} else if (event instanceof SessionEvent.ToolCallEnded ended) {
			return List.of(ended(ended));
		} else if (event instanceof SessionEvent.TerminalStarted started) {
			return List.of(TerminalUpdate.builder(started.terminalId()).command(started.command()).cwd(started.cwd())
					.capabilities(TerminalCapabilities.builder().cancel(TerminalCancelCapabilities.of()).build()).build(),
					// The call's content refers to it; its status is left as it is.
					ToolCallUpdate.builder(started.toolCallId()).content(List.of(Terminal.of(started.terminalId()))).build());
		} else if (event instanceof SessionEvent.TerminalOutput output) {
			return List.of(TerminalOutputChunk.of(output.terminalId(), base64(output.text())));
		} else if (event instanceof SessionEvent.TerminalExited exited) {
			TerminalExitStatus status = exited.exitCode() != null ? TerminalExitStatus.builder().exitCode((long) exited.exitCode()).build()
					// Killed with its children by destroyForcibly: on timeout or cancellation.
					: TerminalExitStatus.builder().signal("SIGKILL").build();
			return List.of(TerminalUpdate.builder(exited.terminalId()).output(exited.output() == null ? null : TerminalOutput.of(base64(exited.output())))
					.exitStatus(status).capabilities(TerminalCapabilities.of()).build());
		} else if (event instanceof SessionEvent.StateChanged state) {
			return List.of(state(state));
		}
		return reported(((SessionEvent.Reported) event).update());
	}

	static SessionUpdate state(SessionEvent.StateChanged state) {
		return switch (state.state()) {
		case RUNNING -> RunningStateUpdate.of();
		case REQUIRES_ACTION -> RequiresActionStateUpdate.of();
		case IDLE -> IdleStateUpdate.builder().stopReason(state.stopReason() == null ? null : state.stopReason().value()).error(state.error())
				.build();
		};
	}

	private static List<SessionUpdate> reported(io.github.acp4j.api.types.SessionUpdate update) {
		if (update instanceof CurrentModeUpdate) {
			// v2 has no modes: the mode is the "mode" config option, whose update follows.
			return List.of();
		} else if (update instanceof AvailableCommandsUpdate commands) {
			return List.of(io.github.acp4j.api.v2.types.AvailableCommandsUpdate.of(commands.availableCommands().stream().map(V2Presenter::command).toList()));
		} else if (update instanceof ConfigOptionUpdate options) {
			return List.of(io.github.acp4j.api.v2.types.ConfigOptionUpdate.of(configOptions(options.configOptions())));
		} else if (update instanceof Plan plan) {
			return List.of(PlanUpdate.of(PlanItems.of(PLAN_ID, plan.entries().stream().map(entry -> convert(entry, PlanEntry.class)).toList())));
		} else if (update instanceof ToolCall call) {
			return List.of(toolCall(call));
		} else if (update instanceof io.github.acp4j.api.types.ToolCallUpdate call) {
			return List.of(toolCall(call).build());
		}
		// Usage, notices, the title, compaction: the same shape in both versions.
		return List.of(convert(update, SessionUpdate.class));
	}

	/** v1's commands as v2's, each tagged a command, an unstructured input as v2's text input. */
	private static AvailableCommand command(io.github.acp4j.api.types.AvailableCommand command) {
		return Command.builder(command.name(), command.description())
				.input(command.input() instanceof UnstructuredCommandInput text ? TextCommandInput.builder(text.hint()).meta(text.meta()).build() : null)
				.meta(command.meta()).build();
	}

	/** v1's config options as v2's, each with its {@code configId}. */
	static List<SessionConfigOption> configOptions(List<io.github.acp4j.api.types.SessionConfigOption> options) {
		List<SessionConfigOption> converted = new ArrayList<>();
		for (io.github.acp4j.api.types.SessionConfigOption option : options) {
			if (option instanceof SessionConfigSelect select) {
				converted.add(SessionConfigOption.builder(select.id(), select.name(), SessionConfigOption.SELECT, new JsonPrimitive(select.currentValue()))
						.description(select.description()).category(convert(select.category(), io.github.acp4j.api.v2.types.SessionConfigOptionCategory.class))
						.options(convert(select.options(), SessionConfigSelectOptions.class)).meta(select.meta()).build());
			} else if (option instanceof SessionConfigBoolean toggle) {
				converted.add(SessionConfigOption.builder(toggle.id(), toggle.name(), SessionConfigOption.BOOLEAN, new JsonPrimitive(toggle.currentValue()))
						.description(toggle.description()).category(convert(toggle.category(), io.github.acp4j.api.v2.types.SessionConfigOptionCategory.class))
						.meta(toggle.meta()).build());
			}
		}
		return converted;
	}

	/** A shown call: the {@code tool_call_update} that creates it. */
	private static ToolCallUpdate toolCall(ToolCall call) {
		return ToolCallUpdate.builder(call.toolCallId()).name(call.name()).title(call.title())
				.kind(convert(call.kind(), io.github.acp4j.api.v2.types.ToolKind.class))
				.status(convert(call.status(), ToolCallStatus.class)).content(content(call.content()))
				.locations(call.locations() == null ? null : call.locations().stream()
						.map(location -> convert(location, io.github.acp4j.api.v2.types.ToolCallLocation.class)).toList())
				.rawInput(call.rawInput()).rawOutput(call.rawOutput()).meta(call.meta()).build();
	}

	private static ToolCallUpdate.Builder toolCall(io.github.acp4j.api.types.ToolCallUpdate update) {
		return ToolCallUpdate.builder(update.toolCallId()).title(update.title())
				.kind(convert(update.kind(), io.github.acp4j.api.v2.types.ToolKind.class))
				.status(convert(update.status(), ToolCallStatus.class)).content(content(update.content()))
				.locations(update.locations() == null ? null : update.locations().stream()
						.map(location -> convert(location, io.github.acp4j.api.v2.types.ToolCallLocation.class)).toList())
				.rawInput(update.rawInput()).rawOutput(update.rawOutput()).meta(update.meta());
	}

	/**
	 * A call's last update: no longer cancellable; {@code cancelled} when a cancel of that call alone
	 * stopped it (v1 has no such status); its display terminal, when it had one and completed, as its content.
	 */
	private static ToolCallUpdate ended(SessionEvent.ToolCallEnded ended) {
		ToolCallUpdate.Builder update = toolCall(ended.last()).capabilities(ToolCallCapabilities.of());
		if (ended.cancelledAlone() && io.github.acp4j.api.types.ToolCallStatus.FAILED.equals(ended.last().status())) {
			update.status(ToolCallStatus.CANCELLED);
		}
		if (ended.terminalId() != null && io.github.acp4j.api.types.ToolCallStatus.COMPLETED.equals(ended.last().status())) {
			// The terminal holds the output; a call that failed keeps the words that say why.
			update.content(List.of(Terminal.of(ended.terminalId())));
		}
		return update.build();
	}

	private static List<ToolCallContent> content(List<io.github.acp4j.api.types.ToolCallContent> content) {
		return content == null ? null : content.stream().map(V2Presenter::content).toList();
	}

	/**
	 * v1's diff ({@code path}, {@code oldText}, {@code newText}) as v2's, which lists the files it
	 * changes: a file added when there was no old text, else modified; its text goes as the diff's git
	 * patch when the tool worked one out ({@link GitPatch}).
	 */
	private static ToolCallContent content(io.github.acp4j.api.types.ToolCallContent item) {
		if (item instanceof io.github.acp4j.api.types.Diff diff) {
			DiffChange change = DiffChange.of(diff.oldText() == null ? "add" : "modify", diff.path());
			Diff.Builder converted = Diff.builder(List.of(change));
			GitPatch.of(diff).ifPresent(patch -> converted.patch(DiffPatch.of(DiffPatchFormat.GIT_PATCH, patch)));
			return converted.meta(GitPatch.detach(diff).meta()).build();
		} else if (item instanceof io.github.acp4j.api.types.Terminal terminal) {
			return Terminal.builder(terminal.terminalId()).meta(terminal.meta()).build();
		} else if (item instanceof io.github.acp4j.api.types.Content text) {
			return Content.builder(convert(text.content(), ContentBlock.class)).meta(text.meta()).build();
		}
		return convert(item, ToolCallContent.class);
	}

	private static List<ContentBlock> blocks(List<io.github.acp4j.api.types.ContentBlock> content) {
		return content.stream().map(block -> convert(block, ContentBlock.class)).toList();
	}

	private static String base64(String text) {
		return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
	}

	@Override
	public void sessionUpdate(SessionNotification notification) {
		present(notification.sessionId(), new SessionEvent.Reported(notification.update()));
	}

	/** v2's permission request: titled as the call, the call its subject. */
	@Override
	public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		io.github.acp4j.api.types.ToolCallUpdate call = request.toolCall();
		String title = call != null && call.title() != null ? call.title() : "Allow this action?";
		io.github.acp4j.api.v2.types.RequestPermissionRequest.Builder asked = io.github.acp4j.api.v2.types.RequestPermissionRequest
				.builder(request.sessionId(), title, request.options().stream().map(option -> convert(option, PermissionOption.class)).toList())
				.meta(request.meta());
		if (call != null) {
			asked.subject(ToolCallPermissionSubject.of(toolCall(call).build()));
		}
		return v2.requestPermission(asked.build()).thenApply(response -> convert(response, RequestPermissionResponse.class));
	}

	@Override
	public CompletableFuture<CreateElicitationResponse> createElicitation(CreateElicitationRequest request) {
		return v2.createElicitation(convert(request, io.github.acp4j.api.v2.types.CreateElicitationRequest.class))
				.thenApply(response -> convert(response, CreateElicitationResponse.class));
	}

	@Override
	public void completeElicitation(CompleteElicitationNotification notification) {
		v2.completeElicitation(convert(notification, io.github.acp4j.api.v2.types.CompleteElicitationNotification.class));
	}

	/** Agentao's {@code _agentao.cn/ask_user}: an extension method, the same in both versions. */
	@Override
	public AgentaoClientExtensions agentao() {
		return v1.agentao();
	}

	// v2 has no client file system or terminals, and its client was told of none: the interface's
	// defaults answer a call the agent never makes on v2.
}
