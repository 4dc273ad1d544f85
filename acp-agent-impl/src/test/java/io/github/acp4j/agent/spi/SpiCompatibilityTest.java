package io.github.acp4j.agent.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Proxy;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.store.StoreUrl;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.compat.CompiledCallers;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.UserMessageChunk;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * The rule that lets the SPI's data grow, as acp-api's {@code CompatibilityTest} checks it for the
 * protocol's types: every public record of the SPI, and {@link AgentConfig}, is made with {@code of}, a
 * builder and {@code toBuilder()}, so an extension compiled against today's records runs unchanged
 * against records that gained a component.
 */
class SpiCompatibilityTest {

	/** An extension as its author writes it: factories, builders, accessors, {@code toBuilder()}. */
	private static final String CALLER = """
			package caller;

			import java.nio.file.Path;
			import java.time.Duration;
			import java.util.List;
			import io.github.acp4j.agent.AgentConfig;
			import io.github.acp4j.agent.spi.*;

			public class Caller {
				record Arguments(@Param("the file") WorkspaceFile path, @Param(value = "lines", min = 1) java.util.Optional<Integer> limit) {
				}

				public static String run() throws ToolException {
					ToolCallRequest call = ToolCallRequest.of("c1", "read_file", "{}");
					ChatMessage message = ChatMessage.builder(ChatMessage.Role.USER).text("look")
							.images(List.of(ChatMessage.Image.of("image/png", "aGk="))).build();
					LlmRequest request = LlmRequest.builder("m", List.of(ChatMessage.system("be brief"), message),
							List.of(ToolSpec.of("read_file", "Reads", null))).cacheKey("s1").build();
					LlmResponse response = LlmResponse.builder(LlmResponse.FinishReason.TOOL_CALLS).toolCalls(List.of(call))
							.usage(LlmResponse.Usage.builder(3, 4).cost(0.5).build()).build();
					ToolResult result = ToolResult.text("done").toBuilder().forModel("done!").build();
					Workspace workspace = new Workspace(Path.of("/w"), List.of());
					ToolContext context = ToolContext.builder("s1", workspace, null, null, update -> { }, new Cancellation())
							.toolCallId("c1").build();
					SandboxPolicy policy = SandboxPolicy.builder(SandboxMode.REQUIRED, List.of(Path.of("/w"))).network(true).build();
					RetryPolicy retry = RetryPolicy.of(2, Duration.ofMillis(1), Duration.ofMillis(2)).toBuilder().maxRetries(5).build();
					AgentConfig config = AgentConfig.builder(Path.of("/sessions")).defaultModel("p/m").build().toBuilder()
							.compactThreshold(50).build();
					SessionHeader header = SessionHeader.builder("s1", "/w", java.time.Instant.EPOCH).mode("plan").build();
					StoredSession stored = StoredSession.builder(header, java.time.Instant.EPOCH,
							List.of(StoredMessage.builder(message, List.of()).messageId("msg_1").build())).title("t").build();
					SessionStore.Page page = SessionStore.Page.of(List.of(SessionStore.Summary.of("s1", "/w", stored.title(),
							stored.updatedAt())), null);
					ToolArguments<Arguments> arguments = ToolArguments.of(Arguments.class);
					com.google.gson.JsonObject given = new com.google.gson.JsonObject();
					given.addProperty("path", "a.txt");
					Arguments read = arguments.read(given, context);
					return request.model() + " " + request.messages().size() + " " + request.messages().get(1).images().get(0).mimeType()
							+ " " + request.tools().get(0).parameters() + " " + request.cacheKey()
							+ " | " + response.toolCalls().get(0).name() + " " + response.usage().cost() + " " + response.finishReason()
							+ " | " + result.forModel() + " | " + context.forCall("c2").toolCallId() + " " + context.sandbox().writable()
							+ " | " + policy.withNetwork(false).network() + " | " + retry.maxRetries()
							+ " | " + config.defaultModel() + " " + config.compactThreshold() + " " + config.maxTurnRequests()
							+ " | " + arguments.schema().get("required") + " " + read.path().given() + " " + read.path().path() + " "
							+ read.path().insideWorkspace() + " " + read.limit().isPresent()
							+ " | " + stored.mode() + " " + stored.history().size() + " " + stored.messages().get(0).messageId() + " "
							+ page.sessions().get(0).title() + " " + page.nextCursor();
				}
			}
			""";

	/**
	 * An extension that uses today's canonical constructor of {@link LlmRequest} (the optional components
	 * null), which the rule does not cover.
	 */
	private static final String POSITIONAL = """
			package caller;

			import java.util.List;
			import io.github.acp4j.agent.spi.*;

			public class Positional {
				public static String run() {
					return new LlmRequest("m", List.of(), List.of()%s).model();
				}
			}
			""".formatted(", null".repeat(LlmRequest.class.getRecordComponents().length - 3));

	private static final Path SOURCES = Path.of("src/main/java");

	static List<Class<?>> records;
	static Path newer;
	static Path callers;

	@BeforeAll
	static void compile(@TempDir Path dir) throws IOException {
		records = records();
		Map<String, String> grown = new TreeMap<>();
		for (Class<?> type : records) {
			if (type.getEnclosingClass() == null) {
				String file = type.getName().replace('.', '/') + ".java";
				grown.put(file, grow(Files.readString(SOURCES.resolve(file), StandardCharsets.UTF_8)));
			}
		}
		newer = CompiledCallers.compile(dir.resolve("newer"), libraries(), grown);
		callers = CompiledCallers.compile(dir.resolve("callers"), libraries(),
				Map.of("caller/Caller.java", CALLER, "caller/Positional.java", POSITIONAL));
	}

	/** The public records of the SPI package, nested ones included, and {@link AgentConfig}. */
	static List<Class<?>> records() throws IOException {
		Path spi = Path.of(ToolContext.class.getProtectionDomain().getCodeSource().getLocation().getPath())
				.resolve(ToolContext.class.getPackageName().replace('.', '/'));
		List<Class<?>> found = new ArrayList<>(List.of(AgentConfig.class));
		try (Stream<Path> files = Files.list(spi)) {
			for (Path file : files.sorted().toList()) {
				String name = file.getFileName().toString();
				if (name.endsWith(".class") && !name.startsWith("package-info")) {
					Class<?> type = load(ToolContext.class.getPackageName() + "." + name.substring(0, name.length() - ".class".length()));
					if (type.isRecord() && Modifier.isPublic(type.getModifiers())) {
						found.add(type);
					}
				}
			}
		}
		return found;
	}

	/**
	 * The source of a record file whose records each gained a last component, {@code addedLater}: the
	 * builder, the only caller of the canonical constructor, passes null for it.
	 */
	static String grow(String source) {
		Matcher header = Pattern.compile("record (\\w+)\\(([^)]*)\\)").matcher(source);
		StringBuilder grown = new StringBuilder();
		List<String> names = new ArrayList<>();
		while (header.find()) {
			names.add(header.group(1));
			header.appendReplacement(grown, Matcher.quoteReplacement("record " + header.group(1) + "(" + header.group(2)
					+ ", String addedLater)"));
		}
		header.appendTail(grown);
		String text = grown.toString();
		for (String name : names) {
			String call = "new " + name + "(";
			int start = text.indexOf(call);
			int end = closing(text, start + call.length() - 1);
			text = text.substring(0, end) + ", null" + text.substring(end);
		}
		return text;
	}

	private static int closing(String text, int open) {
		int depth = 0;
		for (int i = open; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '(') {
				depth++;
			} else if (c == ')' && --depth == 0) {
				return i;
			}
		}
		throw new IllegalArgumentException("no closing parenthesis after " + open);
	}

	@Test
	void theRuleCoversTheSpisRecords() {
		assertThat(records).contains(AgentConfig.class, ToolContext.class, LlmRequest.class, ChatMessage.class, ChatMessage.Image.class,
				ToolResult.class, LlmResponse.class, LlmResponse.Usage.class, ToolSpec.class, ToolCallRequest.class, SandboxPolicy.class,
				RetryPolicy.class, SessionHeader.class, StoredMessage.class, StoredSession.class, SessionStore.Summary.class,
				SessionStore.Page.class);
	}

	@Test
	void everyRecordHasOfABuilderWithASetterPerComponentAndToBuilder() throws Exception {
		for (Class<?> type : records) {
			Class<?> builder = Class.forName(type.getName() + "$Builder");
			assertThat(staticMethods(type, "of")).as(type + ".of").isNotEmpty().allMatch(m -> m.getReturnType() == type);
			assertThat(staticMethods(type, "builder")).as(type + ".builder").isNotEmpty().allMatch(m -> m.getReturnType() == builder);
			assertThat(type.getMethod("toBuilder").getReturnType()).as(type + ".toBuilder").isEqualTo(builder);
			assertThat(builder.getMethod("build").getReturnType()).as(type + ".Builder.build").isEqualTo(type);
			for (RecordComponent component : type.getRecordComponents()) {
				assertThat(builder.getMethod(component.getName(), component.getType()).getReturnType())
						.as(type.getSimpleName() + ".Builder." + component.getName()).isEqualTo(builder);
			}
			assertThat(type.getConstructors()).as(type + ": a second positional constructor would be a trap too").hasSize(1);
		}
	}

	/** Only the builder calls the canonical constructor, so a component is added in one place. */
	@Test
	void onlyTheBuilderCallsTheCanonicalConstructor() throws IOException {
		for (Class<?> type : records) {
			Class<?> top = type.getEnclosingClass() == null ? type : type.getEnclosingClass();
			String source = Files.readString(SOURCES.resolve(top.getName().replace('.', '/') + ".java"));
			assertThat(source.split("new " + type.getSimpleName() + "\\(", -1)).as(type.getName()).hasSize(2);
		}
	}

	@Test
	void toBuilderKeepsEveryComponentAndEachSetterSetsOnlyItsOwn() throws Exception {
		for (Class<?> type : records) {
			Object value = sample(type, 0);
			Object builder = type.getMethod("toBuilder").invoke(value);
			assertThat(builder.getClass().getMethod("build").invoke(builder)).as(type.getName()).isEqualTo(value);
			for (RecordComponent component : type.getRecordComponents()) {
				Object other = sample(component.getGenericType(), 1);
				Object changed = type.getMethod("toBuilder").invoke(value);
				changed.getClass().getMethod(component.getName(), component.getType()).invoke(changed, other);
				Object built = changed.getClass().getMethod("build").invoke(changed);
				for (RecordComponent each : type.getRecordComponents()) {
					Object expected = each.getName().equals(component.getName()) ? other : each.getAccessor().invoke(value);
					assertThat(each.getAccessor().invoke(built)).as(type.getSimpleName() + ".Builder." + component.getName() + " -> "
							+ each.getName()).isEqualTo(expected);
				}
			}
		}
	}

	@Test
	void anExtensionCompiledAgainstTodaysSpiRunsAgainstRecordsThatGrewWithTheSameResult() throws Exception {
		String today = CompiledCallers.run(classpath(null), "caller.Caller");
		String grown = CompiledCallers.run(classpath(newer), "caller.Caller");

		assertThat(today).isEqualTo("m 2 image/png {\"type\":\"object\"} s1 | read_file 0.5 TOOL_CALLS | done! | c2 [/w] | false | 5"
				+ " | p/m 50 50 | [\"path\"] a.txt /w/a.txt true false | plan 1 msg_1 t null");
		assertThat(grown).isEqualTo(today);
	}

	@Test
	void theCanonicalConstructorIsWhatBreaks() throws Exception {
		assertThat(CompiledCallers.run(classpath(null), "caller.Positional")).isEqualTo("m");
		assertThatThrownBy(() -> CompiledCallers.run(classpath(newer), "caller.Positional"))
				.hasRootCauseInstanceOf(NoSuchMethodError.class);
	}

	/** The callers, then the grown records when given, then the agent and its libraries. */
	private static List<Path> classpath(Path records) {
		List<Path> entries = new ArrayList<>();
		if (records != null) {
			entries.add(records);
		}
		entries.add(callers);
		entries.addAll(libraries());
		return entries;
	}

	private static List<Path> libraries() {
		return CompiledCallers.locations(AgentConfig.class, AcpClientEndpoint.class, JsonRpcErrors.class,
				ResponseErrorException.class, Gson.class);
	}

	private static List<Method> staticMethods(Class<?> type, String name) {
		return Arrays.stream(type.getMethods()).filter(m -> m.getName().equals(name) && Modifier.isStatic(m.getModifiers())).toList();
	}

	/** A value of {@code type}, one of two that differ ({@code variant} 0 or 1), never null. */
	private static Object sample(Type type, int variant) throws Exception {
		if (type instanceof ParameterizedType parameterized) {
			Class<?> raw = (Class<?>) parameterized.getRawType();
			if (raw == List.class) {
				return variant == 0 ? List.of() : List.of(sample(parameterized.getActualTypeArguments()[0], variant));
			} else if (raw == Map.class) {
				return variant == 0 ? Map.of() : Map.of("k", sample(parameterized.getActualTypeArguments()[1], variant));
			}
			return sample(raw, variant);
		}
		Class<?> raw = (Class<?>) type;
		if (raw == String.class) {
			return "v" + variant;
		} else if (raw == int.class) {
			return 40 + variant;
		} else if (raw == long.class) {
			return 40L + variant;
		} else if (raw == boolean.class) {
			return variant == 1;
		} else if (raw == Double.class) {
			return 0.5 + variant;
		} else if (raw == Instant.class) {
			return Instant.ofEpochSecond(variant);
		} else if (raw == Duration.class) {
			return Duration.ofSeconds(1 + variant);
		} else if (raw == Path.class) {
			return Path.of("/p" + variant);
		} else if (raw.isEnum()) {
			return raw.getEnumConstants()[variant];
		} else if (raw == JsonObject.class || raw == JsonElement.class) {
			JsonObject object = new JsonObject();
			object.addProperty("type", "object");
			object.add("variant", new JsonPrimitive(variant));
			return object;
		} else if (raw == SessionUpdate.class) {
			return UserMessageChunk.of(TextContent.of("v" + variant));
		} else if (raw == ToolCallContent.class) {
			return Content.of(TextContent.of("v" + variant));
		} else if (raw == Workspace.class) {
			return new Workspace(Path.of("/w" + variant), List.of());
		} else if (raw == StoreUrl.class) {
			return StoreUrl.parse("postgresql://u" + variant + "@db/sessions");
		} else if (raw == Cancellation.class) {
			return new Cancellation();
		} else if (raw == Consumer.class) {
			return (Consumer<Object>) update -> { };
		} else if (raw == ClientCapabilities.class) {
			return variant == 0 ? ClientCapabilities.of() : ClientCapabilities.builder().terminal(true).build();
		} else if (records.contains(raw)) {
			RecordComponent[] components = raw.getRecordComponents();
			Object[] values = new Object[components.length];
			Class<?>[] types = new Class<?>[components.length];
			for (int i = 0; i < components.length; i++) {
				values[i] = sample(components[i].getGenericType(), variant);
				types[i] = components[i].getType();
			}
			Constructor<?> canonical = raw.getDeclaredConstructor(types);
			return canonical.newInstance(values);
		} else if (raw.isInterface()) {
			return Proxy.newProxyInstance(raw.getClassLoader(), new Class<?>[] {raw},
					(proxy, method, args) -> method.getName().equals("equals") ? proxy == args[0]
							: method.getName().equals("hashCode") ? System.identityHashCode(proxy) : null);
		}
		throw new IllegalArgumentException("no sample of " + raw + ": add one");
	}

	private static Class<?> load(String name) {
		try {
			return Class.forName(name);
		} catch (ClassNotFoundException e) {
			throw new IllegalStateException(e);
		}
	}
}
