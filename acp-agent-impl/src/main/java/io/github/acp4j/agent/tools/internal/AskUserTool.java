package io.github.acp4j.agent.tools.internal;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.logging.Logger;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.api.AgentaoClientExtensions.AskUserRequest;
import io.github.acp4j.api.types.CreateElicitationRequest;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.ElicitationSchema;
import io.github.acp4j.api.types.ElicitationSchemaType;
import io.github.acp4j.api.types.StringPropertySchema;
import io.github.acp4j.api.types.ToolKind;

/**
 * {@code ask_user}: a free-text question for the user, through {@code elicitation/create} when the
 * client supports forms, else through Agentao's {@code _agentao.cn/ask_user}, else answered
 * "(user unavailable)".
 */
public final class AskUserTool implements AgentTool {

	static final String UNAVAILABLE = "(user unavailable)";
	private static final Logger LOG = Logger.getLogger(AskUserTool.class.getName());

	@Override
	public String name() {
		return "ask_user";
	}

	@Override
	public String description() {
		return "Asks the user a question and returns the answer. Use it only when you cannot go on without it.";
	}

	@Override
	public JsonObject parameters() {
		return Schema.object().string("question", "The question", true).build();
	}

	@Override
	public ToolKind kind() {
		return ToolKind.OTHER;
	}

	@Override
	public PermissionClass permissionClass() {
		return PermissionClass.NONE;
	}

	@Override
	public Call prepare(JsonObject arguments, ToolContext context) throws ToolException {
		String question = Arguments.string(arguments, "question");
		return Call.of("Ask: " + question, List.of(), true, () -> ToolResult.text(ask(question, context)));
	}

	private static String ask(String question, ToolContext context) throws InterruptedException {
		boolean forms = context.capabilities() != null && context.capabilities().elicitation() != null
				&& context.capabilities().elicitation().form() != null;
		if (forms) {
			ElicitationSchema schema = new ElicitationSchema(ElicitationSchemaType.OBJECT, null,
					Map.of("answer", new StringPropertySchema("Answer", question, null, null, null, null, null, null, null, null)),
					List.of("answer"), null, null);
			CreateElicitationResponse response = await(context.client().createElicitation(CreateElicitationRequest.builder(question, CreateElicitationRequest.FORM).requestedSchema(schema).sessionId(context.sessionId()).build()), context);
			if (response == null || !CreateElicitationResponse.ACCEPT.equals(response.action()) || response.content() == null) {
				return "(the user declined to answer)";
			}
			JsonElement answer = response.content().get("answer");
			return answer == null || answer.isJsonNull() ? "(no answer)" : answer.getAsString();
		}
		var response = await(context.client().agentao().askUser(new AskUserRequest(context.sessionId(), question)),
				context);
		return response == null || response.answer() == null ? UNAVAILABLE : response.answer();
	}

	/** The answer, or null when the client cannot ask (no such method, an error, a malformed reply). */
	private static <T> T await(CompletableFuture<T> request, ToolContext context) throws InterruptedException {
		try {
			return context.await(request);
		} catch (ToolException e) {
			LOG.fine("The client could not ask the user: " + e.getMessage());
			return null;
		}
	}
}
