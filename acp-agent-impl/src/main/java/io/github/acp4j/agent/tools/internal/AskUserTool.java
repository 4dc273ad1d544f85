package io.github.acp4j.agent.tools.internal;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.logging.Logger;

import com.google.gson.JsonElement;

import io.github.acp4j.agent.spi.Param;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.Tool;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.api.AgentaoClientExtensions.AskUserRequest;
import io.github.acp4j.api.types.CreateElicitationRequest;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.ElicitationSchema;
import io.github.acp4j.api.types.ElicitationSchemaType;
import io.github.acp4j.api.types.StringPropertySchema;

/**
 * {@code ask_user}: a free-text question for the user, through {@code elicitation/create} when the
 * client supports forms, else through Agentao's {@code _agentao.cn/ask_user}, else answered
 * "(user unavailable)".
 */
public final class AskUserTool {

	static final String UNAVAILABLE = "(user unavailable)";
	private static final Logger LOG = Logger.getLogger(AskUserTool.class.getName());

	// Named here, not by -parameters: the names must not depend on how the class was compiled or instrumented.
	@Tool(name = "ask_user", title = "Ask: {question}", permission = PermissionClass.NONE,
			description = "Asks the user a question and returns the answer. Use it only when you cannot go on without it.")
	public String askUser(@Param(name = "question", value = "The question") String question, ToolContext context)
			throws InterruptedException {
		boolean forms = context.capabilities() != null && context.capabilities().elicitation() != null
				&& context.capabilities().elicitation().form() != null;
		if (forms) {
			ElicitationSchema schema = ElicitationSchema.builder()
					.type(ElicitationSchemaType.OBJECT)
					.properties(Map.of("answer", StringPropertySchema.builder().title("Answer").description(question).build()))
					.required(List.of("answer"))
					.build();
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
