package io.github.acp4j.agent.turn;

import java.util.List;

import com.google.gson.JsonObject;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.Param;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolArguments;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.IdleStateUpdate;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RunningStateUpdate;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.SubagentUpdate;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolKind;

/**
 * {@code subagent}: runs a child conversation on a task ({@code prompt}) with the session's tools but
 * this one (depth 1), its permission mode, workspace and model, and a context window of its own, and
 * returns the child's final answer. The child is a session of its own, stored in its own file. To a
 * client that advertised {@code subagents}, it is one on the wire too: a {@code subagent_update} on
 * the parent announces it (title, description, state {@code running}) before any of its traffic, its
 * updates and permission requests carry its id, and its state ends {@code idle} with the stop
 * reason. To any other client, its progress is the parent's tool call content ({@link HiddenChild}).
 * A cancel of the parent's turn cancels the child; nothing of the child is sent after the parent's
 * answer (its traffic goes through the parent turn's gate).
 */
final class SubagentTool implements AgentTool {

	static final String NAME = "subagent";

	private record Arguments(@Param(name = "description", value = "A short title of the task, shown to the user") String description,
			@Param(name = "prompt", value = "The whole task: the subagent sees nothing of this conversation") String prompt) {
	}

	private static final ToolArguments<Arguments> ARGUMENTS = ToolArguments.of(Arguments.class);

	private final Session parent;
	private final TurnServices services;
	/** The parent turn's gate: a shown child's events reach the parent's clients through it. */
	private final TurnClient parentTurn;

	SubagentTool(Session parent, TurnServices services, TurnClient parentTurn) {
		this.parent = parent;
		this.services = services;
		this.parentTurn = parentTurn;
	}

	@Override
	public String name() {
		return NAME;
	}

	@Override
	public String description() {
		return "Hands a self-contained task to a subagent: a fresh conversation with your tools (but this one), your "
				+ "permissions and your workspace, and a context window of its own. It returns the subagent's final answer. "
				+ "Use it for work whose details you do not need to keep (a wide search, a long investigation); give the "
				+ "prompt everything the task needs.";
	}

	@Override
	public JsonObject parameters() {
		return ARGUMENTS.schema();
	}

	@Override
	public ToolKind kind() {
		return ToolKind.THINK;
	}

	@Override
	public PermissionClass permissionClass() {
		// The child's own calls are checked one by one.
		return PermissionClass.NONE;
	}

	@Override
	public Call prepare(JsonObject arguments, ToolContext context) throws ToolException {
		Arguments read = ARGUMENTS.read(arguments, context);
		String description = text(read.description(), "description");
		String prompt = text(read.prompt(), "prompt");
		return Call.of("Subagent: " + description, List.of(), true, () -> run(description, prompt, context));
	}

	private static String text(String value, String name) throws ToolException {
		if (value.isBlank()) {
			throw new ToolException(name + " is required: a non-empty string");
		}
		return value.strip();
	}

	private ToolResult run(String description, String prompt, ToolContext context) throws ToolException, InterruptedException {
		Session child;
		try {
			child = services.children.openChild(parent, "Subagent: " + description);
		} catch (ResponseErrorException unsaved) {
			// A child the store cannot keep does not run: the call fails, saying why, and the turn goes on.
			throw new ToolException(unsaved.getMessage());
		}
		ClientCapabilities capabilities = context.capabilities();
		boolean shown = capabilities != null && capabilities.subagents() != null;
		if (shown) {
			context.updates().accept(SubagentUpdate.builder(child.id()).title(description).description(prompt)
					.state(RunningStateUpdate.of()).build());
		}
		HiddenChild hidden = shown ? null : new HiddenChild(context, parent.id());
		child.feed().subscribe(shown ? parentTurn : hidden);
		PromptTurn turn = new PromptTurn(child, List.of(TextContent.of(prompt)), shown ? context.client() : hidden,
				// A hidden child works without the editor's files, terminals and forms: nothing of it may reach the client but its questions.
				shown ? capabilities : ClientCapabilities.builder().build(), services.withoutSubagents());
		PromptResponse answer;
		String why = null;
		try (Cancellation.Registration stop = context.cancellation().onCancel(turn::cancel)) {
			turn.run();
			answer = turn.answer().join();
		} catch (RuntimeException failed) {
			answer = null;
			// The error the child's prompt was answered with: one line, written for the user, no Java text.
			why = failed.getCause() instanceof ResponseErrorException error ? error.getResponseError().getMessage() : null;
		} finally {
			// Its file is written and let go; the MCP servers are the parent's and keep running.
			child.save();
		}
		String stopReason = answer == null ? IdleStateUpdate.ERROR : answer.stopReason().value();
		if (shown) {
			context.updates().accept(SubagentUpdate.builder(child.id())
					.state(IdleStateUpdate.builder().stopReason(stopReason).build()).build());
		}
		context.cancellation().throwIfCancelled();
		if (answer == null) {
			throw new ToolException("The subagent failed before it answered" + (why == null ? "" : " (" + why + ")")
					+ "; its session is " + child.id());
		}
		String last = finalAnswer(child);
		String result = StopReason.END_TURN.equals(answer.stopReason())
				? last.isEmpty() ? "(The subagent finished without an answer.)" : last
				: "The subagent stopped (" + stopReason + ") before it finished" + (last.isEmpty() ? "." : "; its last words:\n\n" + last);
		return ToolResult.builder(result, List.of(Content.of(TextContent.of(result))))
				.rawOutput(Subagents.rawOutput(result, child.id(), description, stopReason)).build();
	}

	/** The text of the child's last assistant message, or empty. */
	private static String finalAnswer(Session child) {
		List<ChatMessage> messages = child.conversation().messages();
		for (int i = messages.size() - 1; i >= 0; i--) {
			ChatMessage message = messages.get(i);
			if (message.role() == ChatMessage.Role.ASSISTANT && message.text() != null && !message.text().isBlank()) {
				return message.text().strip();
			}
		}
		return "";
	}
}
