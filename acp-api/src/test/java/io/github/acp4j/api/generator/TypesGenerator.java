package io.github.acp4j.api.generator;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Turns the ACP schema into acp-api's protocol types: a record per object definition (with
 * {@code of}, {@code builder} and {@code toBuilder}), a sealed interface, an {@code Unknown...}
 * variant and a Gson adapter per tagged union, and a class per string enum. Its input is the
 * unstable schema (a superset of the stable one, which says what is {@code @ProtocolDraft}) plus a
 * small overlay of definitions the schema dropped but peers still send. The output is committed;
 * {@code GeneratedTypesTest} fails when it differs from what this class generates.
 */
public final class TypesGenerator {

	/** The first line of every generated file; files without it are hand-written. */
	public static final String HEADER = "// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).";

	static final String TYPES = "io.github.acp4j.api.types";
	static final String ADAPTERS = "io.github.acp4j.api.adapters";
	static final String V2_TYPES = "io.github.acp4j.api.v2.types";
	static final String V2_ADAPTERS = "io.github.acp4j.api.v2.adapters";
	/** What the generated code of both versions shares and hand-written: {@code UnknownJson}, {@code RecordAdapter}. */
	private static final String INTERNAL = "io.github.acp4j.api.internal";

	private static final String GROWS = "<p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.";

	// What the schema cannot say, kept small: names for variants the schema leaves anonymous, and
	// the one scalar whose reader is stricter than Gson's.

	/** Names of union variants that the schema defines inline, by {@code Union/tag}. */
	private static final Map<String, String> INLINE_VARIANT_NAMES = Map.of("RequestPermissionOutcome/cancelled",
			"CancelledPermissionOutcome");

	/** Names of unknown variants that differ from {@code "Unknown" + union}. */
	private static final Map<String, String> UNKNOWN_NAMES = Map.of("RequestPermissionOutcome", "UnknownPermissionOutcome");

	/** Definitions that are another library's types: the JSON-RPC error object is LSP4J's. */
	private static final Map<String, String> EXTERNAL_TYPES = Map.of("Error", "org.eclipse.lsp4j.jsonrpc.messages.ResponseError");

	/** Unions whose members are arrays: hand-written with their adapter. */
	private static final Set<String> HAND_WRITTEN = Set.of("SessionConfigSelectOptions");

	private static final Set<String> KEYWORDS = Set.of("abstract", "boolean", "const", "goto", "byte", "case", "catch", "char", "class", "default",
			"do", "double", "else", "enum", "extends", "final", "float", "for", "if", "import", "int", "interface", "long", "new",
			"package", "private", "protected", "public", "return", "short", "static", "super", "switch", "this", "throw", "try",
			"void", "while");

	private final String types;
	private final String adapters;
	private final JsonObject defs;
	private final JsonObject stableDefs;
	private final Map<String, Union> unions = new LinkedHashMap<>();
	private final Set<String> reachable = new LinkedHashSet<>();

	/**
	 * @param unstable the unstable schema: every definition generated comes from it
	 * @param stable   the stable schema: what is not in it is {@code @ProtocolDraft}
	 * @param overlay  definitions added to the unstable ones (a schema with {@code $defs}), or null
	 */
	public TypesGenerator(JsonObject unstable, JsonObject stable, JsonObject overlay) {
		this(TYPES, ADAPTERS, unstable, stable, overlay);
	}

	/**
	 * @param types    the package of the records, unions and enums
	 * @param adapters the package of the union adapters and record writers; the hand-written adapters
	 *                 the generated code uses are the v1 package's, whichever the target
	 * @param unstable the unstable schema: every definition generated comes from it
	 * @param stable   the stable schema: what is not in it is {@code @ProtocolDraft}
	 * @param overlay  definitions added to the unstable ones (a schema with {@code $defs}), or null
	 */
	public TypesGenerator(String types, String adapters, JsonObject unstable, JsonObject stable, JsonObject overlay) {
		this.types = types;
		this.adapters = adapters;
		this.defs = unstable.getAsJsonObject("$defs").deepCopy();
		if (overlay != null) {
			mergeOverlay(overlay.getAsJsonObject("$defs"));
		}
		this.stableDefs = stable.getAsJsonObject("$defs");
		for (Map.Entry<String, JsonElement> def : defs.entrySet()) {
			if (kind(def.getKey()) == Kind.UNION) {
				unions.put(def.getKey(), new Union(def.getKey()));
			}
		}
		findReachable();
	}

	/** Reads the schema files and generates. */
	public static SortedMap<String, String> generate(Path unstable, Path stable, Path overlay) throws IOException {
		return new TypesGenerator(read(unstable), read(stable), overlay == null ? null : read(overlay)).generate();
	}

	/** Reads the ACP v2 schema files and generates into the v2 packages. */
	public static SortedMap<String, String> generateV2(Path unstable, Path stable) throws IOException {
		return new TypesGenerator(V2_TYPES, V2_ADAPTERS, read(unstable), read(stable), null).generate();
	}

	static JsonObject read(Path file) throws IOException {
		try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
			return JsonParser.parseReader(reader).getAsJsonObject();
		}
	}

	/**
	 * An overlay definition replaces one of the same name, except that an object definition the
	 * schema has already gains the overlay's properties (after its own, before {@code _meta}).
	 */
	private void mergeOverlay(JsonObject overlayDefs) {
		for (Map.Entry<String, JsonElement> entry : overlayDefs.entrySet()) {
			JsonObject add = entry.getValue().getAsJsonObject();
			JsonObject existing = defs.getAsJsonObject(entry.getKey());
			if (existing == null || !existing.has("properties")) {
				defs.add(entry.getKey(), add.deepCopy());
				continue;
			}
			JsonObject merged = new JsonObject();
			JsonObject properties = existing.getAsJsonObject("properties");
			properties.entrySet().stream().filter(p -> !p.getKey().equals("_meta")).forEach(p -> merged.add(p.getKey(), p.getValue()));
			add.getAsJsonObject("properties").entrySet().forEach(p -> merged.add(p.getKey(), p.getValue()));
			if (properties.has("_meta")) {
				merged.add("_meta", properties.get("_meta"));
			}
			existing.add("properties", merged);
		}
	}

	/** File paths under {@code src/main/java} and their contents. */
	public SortedMap<String, String> generate() {
		SortedMap<String, String> files = new TreeMap<>();
		List<RecordModel> records = new ArrayList<>();
		for (String name : reachable) {
			switch (kind(name)) {
			case RECORD -> {
				if (!subInterface(name)) {
					records.add(recordOf(name));
					put(files, types, name, record(records.get(records.size() - 1)));
				} else {
					put(files, types, name, subInterfaceSource(name));
				}
			}
			case ENUM -> put(files, types, name, enumSource(name));
			case UNION -> {
				if (HAND_WRITTEN.contains(name)) {
					continue;
				}
				Union union = unions.get(name);
				put(files, types, name, unionSource(union));
				if (union.tagged()) {
					put(files, adapters, name + "Adapter", adapterSource(union));
				}
				if (union.unknownName() != null) {
					put(files, types, union.unknownName(), unknownSource(union));
				}
				for (Variant variant : union.variants) {
					if (variant.def == null || union.sharedDefs().contains(variant.def)) {
						records.add(variantRecord(union, variant));
						put(files, types, variant.recordName, record(records.get(records.size() - 1)));
					}
				}
			}
			default -> {
			}
			}
		}
		put(files, adapters, "RecordAdapters", recordAdaptersSource(records));
		return files;
	}

	/** The tagged unions generated, by name: their tag member and their unknown variant. */
	public Map<String, List<String>> taggedUnions() {
		Map<String, List<String>> result = new TreeMap<>();
		for (Union union : unions.values()) {
			if (reachable.contains(union.name) && !HAND_WRITTEN.contains(union.name) && union.tagged()) {
				result.put(union.name, List.of(union.tagMember, union.unknownName()));
			}
		}
		return result;
	}

	/** The open enums generated. */
	public Set<String> enums() {
		return reachable.stream().filter(name -> kind(name) == Kind.ENUM).collect(Collectors.toCollection(TreeSet::new));
	}

	private static void put(Map<String, String> files, String pkg, String name, String source) {
		if (files.put(pkg.replace('.', '/') + "/" + name + ".java", source) != null) {
			throw new IllegalStateException("Two types named " + name);
		}
	}

	// ---------------------------------------------------------------- classification

	enum Kind {
		/** A string or integer alias such as SessionId: no type of its own. */
		SCALAR,
		/** A union of scalars such as RequestId: a JsonPrimitive or a JsonElement. */
		SCALAR_UNION, ENUM, RECORD, UNION
	}

	JsonObject def(String name) {
		JsonObject def = defs.getAsJsonObject(name);
		if (def == null) {
			throw new IllegalArgumentException("No definition " + name);
		}
		return def;
	}

	Kind kind(String name) {
		JsonObject def = def(name);
		JsonArray alternatives = alternatives(def);
		if (alternatives == null) {
			if (def.has("properties") || def.has("allOf") || "object".equals(string(def, "type"))) {
				return Kind.RECORD;
			}
			return Kind.SCALAR;
		}
		if (def.has("properties") && !def.has("discriminator")) {
			return Kind.RECORD;
		}
		boolean allStrings = true;
		boolean anyObject = false;
		for (JsonElement alternative : alternatives) {
			JsonObject a = alternative.getAsJsonObject();
			if (!"string".equals(string(a, "type"))) {
				allStrings = false;
			}
			boolean arrayOfObjects = "array".equals(string(a, "type")) && ref(a.getAsJsonObject("items")) != null;
			if (a.has("properties") || a.has("allOf") || "object".equals(string(a, "type")) || arrayOfObjects) {
				anyObject = true;
			}
		}
		if (allStrings) {
			return Kind.ENUM;
		}
		return anyObject ? Kind.UNION : Kind.SCALAR_UNION;
	}

	private static JsonArray alternatives(JsonObject def) {
		return def.has("oneOf") ? def.getAsJsonArray("oneOf") : def.getAsJsonArray("anyOf");
	}

	private static String string(JsonObject object, String member) {
		JsonElement value = object.get(member);
		return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
	}

	private static String ref(JsonObject schema) {
		if (schema.has("$ref")) {
			String ref = schema.get("$ref").getAsString();
			return ref.substring(ref.lastIndexOf('/') + 1);
		}
		if (schema.has("allOf") && schema.getAsJsonArray("allOf").size() == 1 && !schema.has("properties")) {
			return ref(schema.getAsJsonArray("allOf").get(0).getAsJsonObject());
		}
		return null;
	}

	/** Method parameters and results, and every definition they use. */
	private void findReachable() {
		Deque<String> todo = new ArrayDeque<>();
		for (Map.Entry<String, JsonElement> def : defs.entrySet()) {
			String method = string(def.getValue().getAsJsonObject(), "x-method");
			if (method != null && !method.startsWith("proxy/") && !method.startsWith("mcp/")) {
				todo.add(def.getKey());
			}
		}
		while (!todo.isEmpty()) {
			String name = todo.poll();
			if (!reachable.add(name)) {
				continue;
			}
			switch (kind(name)) {
			case RECORD -> collectProperties(name, true).values().forEach(p -> usedDefs(p.schema, todo));
			case UNION -> {
				Union union = unions.get(name);
				union.baseProperties().values().forEach(p -> usedDefs(p.schema, todo));
				for (Variant variant : union.variants) {
					if (variant.def != null) {
						todo.add(variant.def);
					} else {
						variant.inlineProperties().values().forEach(p -> usedDefs(p.schema, todo));
					}
				}
				if (HAND_WRITTEN.contains(name)) {
					alternatives(def(name)).forEach(a -> usedDefs(a.getAsJsonObject(), todo));
				}
			}
			default -> {
			}
			}
		}
	}

	private void usedDefs(JsonObject schema, Deque<String> todo) {
		String ref = ref(schema);
		if (ref != null) {
			if (!EXTERNAL_TYPES.containsKey(ref)) {
				todo.add(ref);
			}
			return;
		}
		for (String member : List.of("anyOf", "oneOf", "allOf")) {
			if (schema.has(member)) {
				schema.getAsJsonArray(member).forEach(a -> usedDefs(a.getAsJsonObject(), todo));
			}
		}
		if (schema.has("items")) {
			usedDefs(schema.getAsJsonObject("items"), todo);
		}
		if (schema.has("additionalProperties") && schema.get("additionalProperties").isJsonObject()) {
			usedDefs(schema.getAsJsonObject("additionalProperties"), todo);
		}
	}

	// ---------------------------------------------------------------- properties

	/** A property as the schema has it. */
	record Property(String name, JsonObject schema, boolean required) {
	}

	/**
	 * The properties of an object definition: those of what it extends ({@code allOf}) first, then
	 * its own; for a definition with alternatives ({@code anyOf} without a discriminator) the
	 * alternatives' properties follow, the tag as a string, required when every alternative requires
	 * it. {@code _meta} comes last.
	 */
	LinkedHashMap<String, Property> collectProperties(String name, boolean flatten) {
		return collectProperties(defs, name, flatten);
	}

	private static LinkedHashMap<String, Property> collectProperties(JsonObject defs, String name, boolean flatten) {
		JsonObject def = defs.getAsJsonObject(name);
		LinkedHashMap<String, Property> properties = new LinkedHashMap<>();
		if (def == null) {
			return properties;
		}
		addProperties(defs, def, properties, flatten);
		Property meta = properties.remove("_meta");
		if (meta != null) {
			properties.put("_meta", meta);
		}
		return properties;
	}

	private static void addProperties(JsonObject defs, JsonObject schema, LinkedHashMap<String, Property> properties, boolean flatten) {
		if (schema.has("allOf")) {
			for (JsonElement parent : schema.getAsJsonArray("allOf")) {
				String ref = ref(parent.getAsJsonObject());
				if (ref != null) {
					addProperties(defs, defs.getAsJsonObject(ref), properties, flatten);
				} else {
					addProperties(defs, parent.getAsJsonObject(), properties, flatten);
				}
			}
		}
		Set<String> required = requiredOf(schema);
		if (schema.has("properties")) {
			for (Map.Entry<String, JsonElement> p : schema.getAsJsonObject("properties").entrySet()) {
				Property existing = properties.get(p.getKey());
				boolean isRequired = required.contains(p.getKey()) || existing != null && existing.required;
				if (existing == null || !p.getValue().getAsJsonObject().has("const")) {
					properties.put(p.getKey(), new Property(p.getKey(), p.getValue().getAsJsonObject(), isRequired));
				}
			}
		}
		JsonArray alternatives = alternatives(schema);
		if (!flatten || alternatives == null || !schema.has("properties") || schema.has("discriminator")) {
			return;
		}
		Set<String> requiredByAll = null;
		for (JsonElement alternative : alternatives) {
			JsonObject a = alternative.getAsJsonObject();
			LinkedHashMap<String, Property> own = new LinkedHashMap<>();
			JsonObject tagFirst = a.deepCopy();
			JsonElement parents = tagFirst.remove("allOf");
			addProperties(defs, tagFirst, own, false);
			if (parents != null) {
				JsonObject parent = new JsonObject();
				parent.add("allOf", parents);
				addProperties(defs, parent, own, false);
			}
			for (Property p : own.values()) {
				JsonObject propertySchema = p.schema;
				if (propertySchema.has("const")) {
					propertySchema = new JsonObject();
					propertySchema.addProperty("type", "string");
				}
				Property existing = properties.get(p.name);
				if (existing == null) {
					properties.put(p.name, new Property(p.name, propertySchema, false));
				} else if (!sameType(existing.schema, propertySchema)) {
					properties.put(p.name, new Property(p.name, mixed(existing.schema, propertySchema), existing.required));
				}
			}
			if (alternatives(a) != null) {
				for (JsonElement nested : alternatives(a)) {
					LinkedHashMap<String, Property> inner = new LinkedHashMap<>();
					addProperties(defs, nested.getAsJsonObject(), inner, false);
					inner.values().forEach(p -> properties.putIfAbsent(p.name, new Property(p.name, p.schema, false)));
				}
			}
			if (!"other".equals(string(a, "title"))) {
				Set<String> req = own.values().stream().filter(Property::required).map(Property::name).collect(Collectors.toSet());
				if (requiredByAll == null) {
					requiredByAll = new LinkedHashSet<>(req);
				} else {
					requiredByAll.retainAll(req);
				}
			}
		}
		if (requiredByAll != null) {
			for (String name : requiredByAll) {
				Property p = properties.get(name);
				properties.put(name, new Property(name, p.schema, true));
			}
		}
	}

	private static boolean sameType(JsonObject a, JsonObject b) {
		String refA = ref(a);
		String refB = ref(b);
		if (refA != null || refB != null) {
			return java.util.Objects.equals(refA, refB);
		}
		return java.util.Objects.equals(typeOf(a), typeOf(b)) && !a.has("anyOf") && !b.has("anyOf");
	}

	/** A property the alternatives give different types: a JSON scalar. */
	private static JsonObject mixed(JsonObject a, JsonObject b) {
		JsonObject schema = new JsonObject();
		JsonArray anyOf = new JsonArray();
		anyOf.add(a);
		anyOf.add(b);
		schema.add("anyOf", anyOf);
		schema.add("description", a.has("description") ? a.get("description") : b.get("description"));
		return schema;
	}

	private static Set<String> requiredOf(JsonObject schema) {
		Set<String> required = new LinkedHashSet<>();
		if (schema.has("required")) {
			schema.getAsJsonArray("required").forEach(r -> required.add(r.getAsString()));
		}
		return required;
	}

	// ---------------------------------------------------------------- Java types

	/**
	 * Any JSON: written with the nulls inside it, which Gson would leave out, so that {@code _meta} and
	 * raw values pass through unchanged.
	 */
	static final JavaType RAW_JSON = new JavaType("JsonElement", "@JsonAdapter(RawJsonAdapter.class)", new TreeSet<>(
			List.of("com.google.gson.JsonElement", "com.google.gson.annotations.JsonAdapter", ADAPTERS + ".RawJsonAdapter")));

	/** The Java type of a property schema, and the annotation its component needs, if any. */
	record JavaType(String name, String annotation, Set<String> imports) {
		/** The imports the type needs where it is used without its annotation (a type argument, an accessor). */
		Set<String> typeImports() {
			if (annotation == null) {
				return imports;
			}
			Set<String> plain = new TreeSet<>(imports);
			plain.remove("com.google.gson.annotations.JsonAdapter");
			plain.removeIf(i -> i.startsWith(ADAPTERS + "."));
			return plain;
		}

		static JavaType of(String name, String... imports) {
			return new JavaType(name, null, new TreeSet<>(List.of(imports)));
		}
	}

	JavaType javaType(JsonObject schema) {
		String ref = ref(schema);
		if (ref != null) {
			return refType(ref);
		}
		JsonArray alternatives = alternatives(schema);
		if (alternatives != null) {
			List<JsonObject> nonNull = new ArrayList<>();
			alternatives.forEach(a -> {
				if (!"null".equals(string(a.getAsJsonObject(), "type"))) {
					nonNull.add(a.getAsJsonObject());
				}
			});
			if (nonNull.size() == 1) {
				return javaType(nonNull.get(0));
			}
			boolean scalars = nonNull.stream().allMatch(a -> {
				String t = string(a, "type");
				if (ref(a) != null) {
					Kind k = kind(ref(a));
					return k == Kind.SCALAR || k == Kind.ENUM;
				}
				return t != null && !t.equals("array") && !t.equals("object");
			});
			return scalars ? JavaType.of("JsonPrimitive", "com.google.gson.JsonPrimitive") : RAW_JSON;
		}
		String type = typeOf(schema);
		if (type == null) {
			return RAW_JSON;
		}
		switch (type) {
		case "string":
			return JavaType.of("String");
		case "integer":
			return JavaType.of("Long");
		case "number":
			return JavaType.of("Double");
		case "boolean":
			return JavaType.of("Boolean");
		case "array": {
			JavaType item = javaType(schema.getAsJsonObject("items"));
			Set<String> imports = new TreeSet<>(item.typeImports());
			imports.add("java.util.List");
			return new JavaType("List<" + item.name + ">", null, imports);
		}
		case "object": {
			JsonElement additional = schema.get("additionalProperties");
			if (additional != null && additional.isJsonObject() && !schema.has("properties")) {
				JavaType value = javaType(additional.getAsJsonObject());
				Set<String> imports = new TreeSet<>(value.typeImports());
				imports.add("java.util.Map");
				return new JavaType("Map<String, " + value.name + ">", null, imports);
			}
			return RAW_JSON;
		}
		default:
			throw new IllegalArgumentException("Unsupported type " + type + " in " + schema);
		}
	}

	private static String typeOf(JsonObject schema) {
		JsonElement type = schema.get("type");
		if (type == null) {
			return null;
		}
		if (type.isJsonArray()) {
			for (JsonElement t : type.getAsJsonArray()) {
				if (!t.getAsString().equals("null")) {
					return t.getAsString();
				}
			}
			return null;
		}
		return type.getAsString();
	}

	private JavaType refType(String name) {
		String external = EXTERNAL_TYPES.get(name);
		if (external != null) {
			return JavaType.of(external.substring(external.lastIndexOf('.') + 1), external);
		}
		if (name.equals("ProtocolVersion")) {
			// ACP's protocolVersion is a JSON integer; Gson alone would also read "1" as 1.
			return new JavaType("Integer", "@JsonAdapter(ProtocolVersionAdapter.class)",
					new TreeSet<>(List.of("com.google.gson.annotations.JsonAdapter", ADAPTERS + ".ProtocolVersionAdapter")));
		}
		switch (kind(name)) {
		case SCALAR:
			return javaType(def(name));
		case SCALAR_UNION:
			return javaType(def(name));
		case ENUM:
			return JavaType.of(name);
		default:
			return JavaType.of(name);
		}
	}

	// ---------------------------------------------------------------- unions

	/** One alternative of a tagged union. */
	final class Variant {
		final String tag;
		final String def;
		final JsonObject schema;
		final String recordName;

		Variant(String union, String tag, String def, JsonObject schema, boolean shared) {
			this.tag = tag;
			this.def = def;
			this.schema = schema;
			if (def != null && !shared) {
				this.recordName = def;
			} else if (def != null) {
				this.recordName = pascal(tag);
			} else {
				String name = INLINE_VARIANT_NAMES.get(union + "/" + tag);
				String label = tag != null ? tag : string(schema, "title");
				this.recordName = name != null ? name : pascal(label == null ? "variant" : label) + union;
			}
		}

		LinkedHashMap<String, Property> inlineProperties() {
			LinkedHashMap<String, Property> properties = new LinkedHashMap<>();
			addProperties(defs, schema, properties, false);
			return properties;
		}
	}

	/** A union of objects: tagged by a member, or told apart by its hand-written adapter. */
	final class Union {
		final String name;
		final String tagMember;
		final List<Variant> variants = new ArrayList<>();
		final Variant untagged;
		final boolean open;

		Union(String name) {
			this.name = name;
			JsonObject def = def(name);
			String member = def.has("discriminator") ? def.getAsJsonObject("discriminator").get("propertyName").getAsString() : null;
			Map<String, Integer> refCounts = new LinkedHashMap<>();
			for (JsonElement a : alternatives(def)) {
				String r = variantRef(a.getAsJsonObject());
				if (r != null) {
					refCounts.merge(r, 1, Integer::sum);
				}
			}
			Variant untaggedVariant = null;
			boolean hasOther = false;
			for (JsonElement alternative : alternatives(def)) {
				JsonObject a = alternative.getAsJsonObject();
				String tag = null;
				if (a.has("properties")) {
					for (Map.Entry<String, JsonElement> p : a.getAsJsonObject("properties").entrySet()) {
						if (p.getValue().getAsJsonObject().has("const")) {
							member = p.getKey();
							tag = p.getValue().getAsJsonObject().get("const").getAsString();
						}
					}
				}
				if ("other".equals(string(a, "title")) && tag == null) {
					hasOther = true;
					continue;
				}
				String r = variantRef(a);
				Variant variant = new Variant(name, tag, r, a, r != null && refCounts.get(r) > 1);
				if (tag == null) {
					untaggedVariant = variant;
				}
				variants.add(variant);
			}
			this.tagMember = member;
			this.untagged = untaggedVariant;
			this.open = hasOther || def.has("discriminator");
		}

		boolean tagged() {
			return tagMember != null;
		}

		String unknownName() {
			String unknown = UNKNOWN_NAMES.getOrDefault(name, "Unknown" + name);
			// StateUpdate has a variant of its own called UnknownStateUpdate (state "unknown").
			return defs.has(unknown) ? "Other" + name : unknown;
		}

		Set<String> sharedDefs() {
			Map<String, Integer> counts = new LinkedHashMap<>();
			variants.stream().filter(v -> v.def != null).forEach(v -> counts.merge(v.def, 1, Integer::sum));
			return counts.entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey)
					.collect(Collectors.toCollection(LinkedHashSet::new));
		}

		/** Properties every variant has, declared on the union itself. */
		LinkedHashMap<String, Property> baseProperties() {
			LinkedHashMap<String, Property> properties = new LinkedHashMap<>();
			JsonObject def = def(name);
			if (def.has("properties")) {
				Set<String> required = requiredOf(def);
				def.getAsJsonObject("properties").entrySet()
						.forEach(p -> properties.put(p.getKey(), new Property(p.getKey(), p.getValue().getAsJsonObject(), required.contains(p.getKey()))));
			}
			return properties;
		}
	}

	private static String variantRef(JsonObject alternative) {
		if (alternative.has("allOf")) {
			return ref(alternative.getAsJsonArray("allOf").get(0).getAsJsonObject());
		}
		return null;
	}

	/** The union whose variants share a definition (ContentChunk), which becomes a sub-interface. */
	private Union sharingUnion(String def) {
		for (Union union : unions.values()) {
			if (union.sharedDefs().contains(def)) {
				return union;
			}
		}
		return null;
	}

	private boolean subInterface(String def) {
		return sharingUnion(def) != null;
	}

	/** The unions a definition is a variant of. */
	private List<String> unionsOf(String def) {
		List<String> result = new ArrayList<>();
		for (Union union : unions.values()) {
			if (!reachable.contains(union.name)) {
				continue;
			}
			for (Variant variant : union.variants) {
				if (def.equals(variant.def) && !union.sharedDefs().contains(def)) {
					result.add(union.name);
				}
			}
		}
		return result;
	}

	// ---------------------------------------------------------------- records

	/** A record to write. */
	record RecordModel(String name, String description, boolean draft, List<Component> components, List<String> interfaces,
			Map<String, String> constants, Map<String, String> constantDocs) {
	}

	/** A record component. */
	record Component(String jsonName, String javaName, JavaType type, boolean required, boolean draft, String description) {
	}

	private RecordModel recordOf(String name) {
		JsonObject def = def(name);
		LinkedHashMap<String, Property> properties = new LinkedHashMap<>();
		Union base = null;
		for (String union : unionsOf(name)) {
			if (!unions.get(union).baseProperties().isEmpty()) {
				base = unions.get(union);
			}
		}
		if (base != null) {
			properties.putAll(base.baseProperties());
		}
		properties.putAll(collectProperties(name, true));
		Property meta = properties.remove("_meta");
		if (meta != null) {
			properties.put("_meta", meta);
		}
		LinkedHashMap<String, Property> stable = new LinkedHashMap<>();
		if (stableDefs.has(name)) {
			if (base != null) {
				stable.putAll(collectProperties(stableDefs, base.name, false));
				if (stableDefs.getAsJsonObject(base.name) != null && stableDefs.getAsJsonObject(base.name).has("properties")) {
					stableDefs.getAsJsonObject(base.name).getAsJsonObject("properties").keySet()
							.forEach(k -> stable.put(k, null));
				}
			}
			stable.putAll(collectProperties(stableDefs, name, true));
		}
		Map<String, String> constants = new LinkedHashMap<>();
		Map<String, String> constantDocs = new LinkedHashMap<>();
		JsonArray alternatives = alternatives(def);
		if (alternatives != null && !def.has("discriminator")) {
			for (JsonElement a : alternatives) {
				if (a.getAsJsonObject().has("properties")) {
					for (Map.Entry<String, JsonElement> p : a.getAsJsonObject().getAsJsonObject("properties").entrySet()) {
						JsonObject ps = p.getValue().getAsJsonObject();
						if (ps.has("const")) {
							String value = ps.get("const").getAsString();
							constants.put(constantName(value), value);
							String doc = string(a.getAsJsonObject(), "description");
							constantDocs.put(constantName(value), doc != null ? Javadoc.oneLine(doc)
									: "The {@code " + value + "} " + p.getKey() + ".");
						}
					}
				}
			}
		}
		return new RecordModel(name, string(def, "description"), !stableDefs.has(name), components(properties, stable, stableDefs.has(name)),
				unionsOf(name), constants, constantDocs);
	}

	private RecordModel variantRecord(Union union, Variant variant) {
		LinkedHashMap<String, Property> properties = new LinkedHashMap<>(union.baseProperties());
		if (variant.def != null) {
			properties.putAll(collectProperties(variant.def, true));
		} else {
			properties.putAll(variant.inlineProperties());
			properties.remove(union.tagMember);
		}
		Property meta = properties.remove("_meta");
		if (meta != null) {
			properties.put("_meta", meta);
		}
		boolean draft = !stableHasVariant(union.name, variant.tag);
		LinkedHashMap<String, Property> stable = new LinkedHashMap<>();
		if (!draft) {
			stable.putAll(variant.def != null ? collectProperties(stableDefs, variant.def, true) : properties);
		}
		String description = string(variant.schema, "description");
		List<String> interfaces = List.of(variant.def != null ? variant.def : union.name);
		return new RecordModel(variant.recordName, description, draft, components(properties, stable, !draft), interfaces, Map.of(), Map.of());
	}

	private boolean stableHasVariant(String union, String tag) {
		JsonObject def = stableDefs.getAsJsonObject(union);
		if (def == null) {
			return false;
		}
		for (JsonElement a : alternatives(def)) {
			JsonObject properties = a.getAsJsonObject().getAsJsonObject("properties");
			if (properties == null) {
				continue;
			}
			for (JsonElement p : properties.asMap().values()) {
				if (p.getAsJsonObject().has("const") && p.getAsJsonObject().get("const").getAsString().equals(tag)) {
					return true;
				}
			}
		}
		return false;
	}

	private List<Component> components(Map<String, Property> properties, Map<String, Property> stable, boolean typeIsStable) {
		List<Component> components = new ArrayList<>();
		for (Property p : properties.values()) {
			String javaName = javaName(p.name);
			if (KEYWORDS.contains(javaName) || !javaName.matches("[a-z][A-Za-z0-9]*")) {
				throw new IllegalArgumentException("No Java name for property " + p.name);
			}
			boolean draft = typeIsStable && !stable.containsKey(p.name);
			components.add(new Component(p.name, javaName, javaType(p.schema), p.required, draft, string(p.schema, "description")));
		}
		return components;
	}

	private String record(RecordModel model) {
		Set<String> imports = new TreeSet<>();
		for (Component c : model.components) {
			imports.addAll(c.type.imports);
			if (!c.jsonName.equals(c.javaName)) {
				imports.add("com.google.gson.annotations.SerializedName");
			}
			if (c.draft) {
				imports.add("org.eclipse.lsp4j.jsonrpc.ProtocolDraft");
			}
		}
		if (model.draft) {
			imports.add("org.eclipse.lsp4j.jsonrpc.ProtocolDraft");
		}
		StringBuilder out = new StringBuilder();
		header(out, types, imports);
		List<String> doc = new ArrayList<>(description(model.description, model.name));
		doc.add("");
		doc.add(GROWS);
		if (!model.components.isEmpty()) {
			doc.add("");
		}
		for (Component c : model.components) {
			doc.add("@param " + c.javaName + " " + paramDoc(c));
		}
		javadoc(out, "", doc);
		if (model.draft) {
			out.append("@ProtocolDraft\n");
		}
		out.append("public record ").append(model.name).append("(");
		for (int i = 0; i < model.components.size(); i++) {
			Component c = model.components.get(i);
			out.append("\n\t\t");
			if (c.draft) {
				out.append("@ProtocolDraft ");
			}
			if (c.type.annotation != null) {
				out.append(c.type.annotation).append(' ');
			}
			if (!c.jsonName.equals(c.javaName)) {
				out.append("@SerializedName(\"").append(c.jsonName).append("\") ");
			}
			out.append(c.type.name).append(' ').append(c.javaName);
			if (i < model.components.size() - 1) {
				out.append(',');
			}
		}
		out.append(")");
		if (!model.interfaces.isEmpty()) {
			out.append(" implements ").append(String.join(", ", model.interfaces));
		}
		out.append(" {\n");
		for (Map.Entry<String, String> constant : model.constants.entrySet()) {
			out.append('\n');
			javadoc(out, "\t", List.of(model.constantDocs.get(constant.getKey())));
			out.append("\tpublic static final String ").append(constant.getKey()).append(" = \"").append(constant.getValue())
					.append("\";\n");
		}
		List<Component> required = model.components.stream().filter(Component::required).toList();
		String requiredParams = required.stream().map(c -> c.type.name + " " + c.javaName).collect(Collectors.joining(", "));
		String requiredArgs = required.stream().map(Component::javaName).collect(Collectors.joining(", "));

		// of
		out.append('\n');
		List<String> ofDoc = new ArrayList<>();
		ofDoc.add(required.isEmpty() ? "A {@code " + model.name + "} without any of its optional fields."
				: "A {@code " + model.name + "} with its required fields; the optional ones are absent.");
		if (!required.isEmpty() || true) {
			ofDoc.add("");
		}
		required.forEach(c -> ofDoc.add("@param " + c.javaName + " " + paramDoc(c)));
		ofDoc.add("@return the new value");
		javadoc(out, "\t", ofDoc);
		out.append("\tpublic static ").append(model.name).append(" of(").append(requiredParams).append(") {\n");
		out.append("\t\treturn new ").append(model.name).append("(")
				.append(model.components.stream().map(c -> c.required ? c.javaName : "null").collect(Collectors.joining(", ")))
				.append(");\n\t}\n");

		// builder
		out.append('\n');
		List<String> builderDoc = new ArrayList<>();
		builderDoc.add("A builder " + (required.isEmpty() ? "with every field absent." : "with the required fields; the optional ones start absent."));
		builderDoc.add("");
		required.forEach(c -> builderDoc.add("@param " + c.javaName + " " + paramDoc(c)));
		builderDoc.add("@return the new builder");
		javadoc(out, "\t", builderDoc);
		out.append("\tpublic static Builder builder(").append(requiredParams).append(") {\n");
		out.append("\t\tBuilder builder = new Builder();\n");
		for (Component c : required) {
			out.append("\t\tbuilder.").append(c.javaName).append(" = ").append(c.javaName).append(";\n");
		}
		out.append("\t\treturn builder;\n\t}\n");

		// toBuilder
		out.append('\n');
		javadoc(out, "\t", List.of("A builder that starts with this value's fields.", "", "@return the new builder"));
		out.append("\tpublic Builder toBuilder() {\n\t\tBuilder builder = new Builder();\n");
		for (Component c : model.components) {
			out.append("\t\tbuilder.").append(c.javaName).append(" = ").append(c.javaName).append(";\n");
		}
		out.append("\t\treturn builder;\n\t}\n");

		// Builder
		out.append('\n');
		javadoc(out, "\t", List.of("Builds a {@link " + model.name + "} one field at a time."));
		out.append("\tpublic static final class Builder {\n");
		for (Component c : model.components) {
			out.append("\t\tprivate ").append(c.type.name).append(' ').append(c.javaName).append(";\n");
		}
		if (!model.components.isEmpty()) {
			out.append('\n');
		}
		out.append("\t\tprivate Builder() {\n\t\t}\n");
		for (Component c : model.components) {
			out.append('\n');
			javadoc(out, "\t\t", List.of("Sets {@code " + c.jsonName + "}.", "", "@param " + c.javaName + " " + paramDoc(c),
					"@return this builder"));
			if (c.draft) {
				out.append("\t\t@ProtocolDraft\n");
			}
			out.append("\t\tpublic Builder ").append(c.javaName).append('(').append(c.type.name).append(' ').append(c.javaName)
					.append(") {\n");
			out.append("\t\t\tthis.").append(c.javaName).append(" = ").append(c.javaName).append(";\n\t\t\treturn this;\n\t\t}\n");
		}
		out.append('\n');
		javadoc(out, "\t\t", List.of("The value built.", "", "@return a new {@code " + model.name + "}"));
		out.append("\t\tpublic ").append(model.name).append(" build() {\n\t\t\treturn new ").append(model.name).append('(')
				.append(model.components.stream().map(Component::javaName).collect(Collectors.joining(", "))).append(");\n\t\t}\n");
		out.append("\t}\n}\n");
		return out.toString();
	}

	/** Java names of the properties whose JSON names are not Java names. */
	private static final Map<String, String> JAVA_NAMES = Map.of("_meta", "meta", "enum", "enumValues", "const", "value");

	/** The Java name of a property: a Java keyword gets a suffix ({@code defaultValue}, {@code booleanValue}). */
	private static String javaName(String property) {
		String name = JAVA_NAMES.get(property);
		if (name != null) {
			return name;
		}
		return KEYWORDS.contains(property) ? property + "Value" : property;
	}

	private static String paramDoc(Component c) {
		String text = c.description == null ? "the {@code " + c.jsonName + "} field" : Javadoc.oneLine(c.description);
		return c.required ? text : text + " (optional)";
	}

	// ---------------------------------------------------------------- interfaces, adapters, enums

	private String unionSource(Union union) {
		Set<String> imports = new TreeSet<>();
		imports.add("com.google.gson.annotations.JsonAdapter");
		imports.add(adapters + "." + union.name + "Adapter");
		if (!stableDefs.has(union.name)) {
			imports.add("org.eclipse.lsp4j.jsonrpc.ProtocolDraft");
		}
		List<Component> base = components(union.baseProperties(), Map.of(), false);
		base.forEach(c -> imports.addAll(c.type.typeImports()));
		StringBuilder out = new StringBuilder();
		header(out, types, imports);
		List<String> doc = new ArrayList<>(description(string(def(union.name), "description"), union.name));
		doc.add("");
		if (union.tagged()) {
			doc.add("<p>Told apart by {@code " + union.tagMember + "}: "
					+ union.variants.stream().map(v -> v.tag == null ? "{@link " + v.recordName + "} (no {@code " + union.tagMember + "})"
							: "{@code " + v.tag + "} ({@link " + v.recordName + "})").collect(Collectors.joining(", "))
					+ "; any other is read as {@link " + union.unknownName() + "}, which keeps it whole.");
		} else {
			doc.add("<p>One of " + union.variants.stream().map(v -> "{@link " + v.recordName + "}").collect(Collectors.joining(", "))
					+ ", told apart by their members; an object that is none of them is read as {@link " + union.unknownName()
					+ "}, which keeps it whole.");
		}
		javadoc(out, "", doc);
		if (!stableDefs.has(union.name)) {
			out.append("@ProtocolDraft\n");
		}
		out.append("@JsonAdapter(").append(union.name).append("Adapter.class)\n");
		List<String> permits = new ArrayList<>();
		for (Variant v : union.variants) {
			String permitted = v.def != null && union.sharedDefs().contains(v.def) ? v.def : v.recordName;
			if (!permits.contains(permitted)) {
				permits.add(permitted);
			}
		}
		if (union.unknownName() != null) {
			permits.add(union.unknownName());
		}
		// A union that is a variant of another (v2's StateUpdate in SessionUpdate) is one of its kinds.
		List<String> parents = unionsOf(union.name);
		out.append("public sealed interface ").append(union.name).append(parents.isEmpty() ? "" : " extends " + String.join(", ", parents))
				.append(" permits ").append(String.join(", ", permits)).append(" {\n");
		accessors(out, base);
		out.append("}\n");
		return out.toString();
	}

	private String subInterfaceSource(String def) {
		Union union = sharingUnion(def);
		List<Component> components = components(collectProperties(def, true), Map.of(), false);
		Set<String> imports = new TreeSet<>();
		components.forEach(c -> imports.addAll(c.type.typeImports()));
		StringBuilder out = new StringBuilder();
		header(out, types, imports);
		List<String> doc = new ArrayList<>(description(string(def(def), "description"), def));
		doc.add("");
		doc.add("<p>What the {@link " + union.name + "} variants "
				+ union.variants.stream().filter(v -> def.equals(v.def)).map(v -> "{@link " + v.recordName + "}")
						.collect(Collectors.joining(", "))
				+ " share.");
		javadoc(out, "", doc);
		out.append("public sealed interface ").append(def).append(" extends ").append(union.name).append(" permits ")
				.append(union.variants.stream().filter(v -> def.equals(v.def)).map(v -> v.recordName).collect(Collectors.joining(", ")))
				.append(" {\n");
		accessors(out, components);
		out.append("}\n");
		return out.toString();
	}

	private static void accessors(StringBuilder out, List<Component> components) {
		for (Component c : components) {
			out.append('\n');
			javadoc(out, "\t", List.of((c.description == null ? "The {@code " + c.jsonName + "} field." : Javadoc.oneLine(c.description)), "",
					"@return the value" + (c.required ? "" : ", or null when absent")));
			out.append('\t').append(c.type.name).append(' ').append(c.javaName).append("();\n");
		}
	}

	/**
	 * The records' adapters: each member written from its accessor with the adapter Gson would use
	 * for it. A tagged union's variants are left to Gson and to their union, which writes them with
	 * their adapter here after their tag.
	 */
	private String recordAdaptersSource(List<RecordModel> records) {
		Set<String> variants = new TreeSet<>();
		for (Union union : unions.values()) {
			if (reachable.contains(union.name) && !HAND_WRITTEN.contains(union.name) && union.tagged()) {
				union.variants.forEach(v -> variants.add(v.recordName));
			}
		}
		Set<String> imports = new TreeSet<>(List.of("java.io.IOException", "com.google.gson.Gson", "com.google.gson.TypeAdapter",
				"com.google.gson.TypeAdapterFactory", "com.google.gson.reflect.TypeToken", "com.google.gson.stream.JsonWriter",
				INTERNAL + ".RecordAdapter"));
		List<RecordModel> sorted = records.stream().sorted(Comparator.comparing(RecordModel::name)).toList();
		StringBuilder recordCases = new StringBuilder();
		StringBuilder variantCases = new StringBuilder();
		StringBuilder classes = new StringBuilder();
		for (RecordModel model : sorted) {
			String name = model.name;
			imports.add(types + "." + name);
			boolean variant = variants.contains(name);
			(variant ? variantCases : recordCases).append("\t\tcase \"").append(types).append('.').append(name)
					.append("\":\n\t\t\treturn new ").append(name).append("Adapter(gson, (TypeAdapter<").append(name).append(">) reader);\n");
			classes.append("\n\tprivate static final class ").append(name).append("Adapter extends RecordAdapter<").append(name).append("> {\n");
			for (Component c : model.components) {
				classes.append("\t\tprivate final TypeAdapter<").append(c.type.name).append("> ").append(c.javaName).append("Adapter;\n");
			}
			classes.append("\n\t\t").append(name).append("Adapter(Gson gson, TypeAdapter<").append(name)
					.append("> reader) {\n\t\t\tsuper(reader);\n");
			for (Component c : model.components) {
				imports.addAll(c.type.imports);
				imports.remove("com.google.gson.annotations.JsonAdapter");
				for (String simple : c.type.name.split("[<>, ]+")) {
					if (defs.has(simple) && c.type.imports.stream().noneMatch(i -> i.endsWith("." + simple))) {
						imports.add(types + "." + simple);
					}
				}
				classes.append("\t\t\t").append(c.javaName).append("Adapter = ");
				if (c.type.annotation != null) {
					String adapter = c.type.annotation.substring(c.type.annotation.indexOf('(') + 1, c.type.annotation.indexOf(".class"));
					classes.append("annotated(gson, new ").append(adapter).append("(), ").append(typeExpression(c.type.name)).append(");\n");
				} else if (bySubtype(c.type.name)) {
					classes.append("byRuntimeClass(gson, ").append(typeExpression(c.type.name)).append(");\n");
				} else {
					classes.append("component(gson, ").append(typeExpression(c.type.name)).append(");\n");
				}
			}
			classes.append("\t\t}\n\n\t\t@Override\n\t\tpublic void writeMembers(JsonWriter out, ").append(name)
					.append(" value) throws IOException {\n");
			for (Component c : model.components) {
				classes.append("\t\t\tout.name(\"").append(c.jsonName).append("\");\n\t\t\t").append(c.javaName)
						.append("Adapter.write(out, value.").append(c.javaName).append("());\n");
			}
			classes.append("\t\t}\n\t}\n");
		}
		StringBuilder out = new StringBuilder();
		header(out, adapters, imports);
		javadoc(out, "", List.of("Writes ACP's records without reflection (see {@code RecordAdapter}), to the JSON Gson's reflective",
				"adapter writes; installed by {@code AcpGson.configure}. A tagged union's variants are written by their union."));
		out.append("public final class RecordAdapters implements TypeAdapterFactory {\n\n");
		out.append("\t@Override\n\t@SuppressWarnings(\"unchecked\")\n\tpublic <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {\n");
		out.append("\t\tClass<?> raw = type.getRawType();\n");
		out.append("\t\tif (!(type.getType() instanceof Class<?>) || !raw.isRecord() || !raw.getPackageName().equals(\"").append(types)
				.append("\")) {\n\t\t\treturn null;\n\t\t}\n");
		out.append("\t\tTypeAdapter<T> reflective = gson.getDelegateAdapter(this, type);\n");
		out.append("\t\treturn RecordAdapter.replaces(gson, reflective) ? (TypeAdapter<T>) adapter(gson, reflective, raw.getName()) : null;\n\t}\n\n");
		javadoc(out, "\t", List.of("The adapter a tagged union writes one of its variants with, after the tag; null for a class that is",
				"not a generated variant, or when Gson would not write it by reflection.", "",
				"@param gson    the Gson the adapter's members are written with", "@param variant the variant's class",
				"@return its adapter, or null"));
		out.append("\tstatic RecordAdapter<?> variant(Gson gson, Class<?> variant) {\n\t\tTypeAdapter<?> reflective = gson.getAdapter(variant);\n");
		out.append("\t\treturn RecordAdapter.replaces(gson, reflective) ? (RecordAdapter<?>) variantAdapter(gson, reflective, variant.getName()) : null;\n\t}\n\n");
		String lazily = "\t// By name, and as an Object: a switch over the classes, or returning them as their supertype, would have\n"
				+ "\t// every adapter and record loaded (the verifier's doing) the first time Gson asks for any type.\n";
		out.append(lazily).append("\t@SuppressWarnings(\"unchecked\")\n\tprivate static Object adapter(Gson gson, TypeAdapter<?> reader, String name) {\n");
		out.append("\t\tswitch (name) {\n").append(recordCases).append("\t\tdefault:\n\t\t\treturn null;\n\t\t}\n\t}\n\n");
		out.append(lazily).append("\t@SuppressWarnings(\"unchecked\")\n\tprivate static Object variantAdapter(Gson gson, TypeAdapter<?> reader, String name) {\n\t\tswitch (name) {\n")
				.append(variantCases).append("\t\tdefault:\n\t\t\treturn null;\n\t\t}\n\t}\n");
		out.append(classes).append("}\n");
		return out.toString();
	}

	/**
	 * Whether a component's declared type has subtypes (a union, one of its sub-interfaces, another
	 * library's class), so that Gson writes it by the value's class.
	 */
	private boolean bySubtype(String typeName) {
		if (EXTERNAL_TYPES.keySet().stream().anyMatch(def -> refType(def).name().equals(typeName))) {
			return true;
		}
		return defs.has(typeName) && (kind(typeName) == Kind.UNION || kind(typeName) == Kind.RECORD && subInterface(typeName));
	}

	/** A Java expression for the {@link java.lang.reflect.Type} a component's type name stands for. */
	private static String typeExpression(String typeName) {
		int open = typeName.indexOf('<');
		if (open < 0) {
			return typeName + ".class";
		}
		String raw = typeName.substring(0, open);
		String inner = typeName.substring(open + 1, typeName.length() - 1);
		List<String> arguments = new ArrayList<>();
		int depth = 0;
		int start = 0;
		for (int i = 0; i < inner.length(); i++) {
			char ch = inner.charAt(i);
			if (ch == '<') {
				depth++;
			} else if (ch == '>') {
				depth--;
			} else if (ch == ',' && depth == 0) {
				arguments.add(inner.substring(start, i).trim());
				start = i + 1;
			}
		}
		arguments.add(inner.substring(start).trim());
		return "parameterized(" + raw + ".class, " + arguments.stream().map(TypesGenerator::typeExpression).collect(Collectors.joining(", ")) + ")";
	}

	private String adapterSource(Union union) {
		Set<String> imports = new TreeSet<>();
		imports.add(types + "." + union.name);
		union.variants.forEach(v -> imports.add(types + "." + v.recordName));
		if (union.unknownName() != null) {
			imports.add(types + "." + union.unknownName());
		}
		imports.add(ADAPTERS + ".TaggedUnionAdapterFactory");
		StringBuilder out = new StringBuilder();
		header(out, adapters, imports);
		javadoc(out, "", List.of("Reads and writes {@link " + union.name + "} by its {@code " + union.tagMember + "}."));
		out.append("public final class ").append(union.name).append("Adapter extends TaggedUnionAdapterFactory<").append(union.name)
				.append("> {\n\n");
		javadoc(out, "\t", List.of("Declares the variants of {@link " + union.name + "}."));
		out.append("\tpublic ").append(union.name).append("Adapter() {\n");
		// Another package's unions name its record writers; v1's are the default.
		out.append("\t\tsuper(").append(union.name).append(".class, \"").append(union.tagMember)
				.append(adapters.equals(ADAPTERS) ? "\");\n" : "\", RecordAdapters::variant);\n");
		for (Variant v : union.variants) {
			if (v.tag == null) {
				out.append("\t\tuntagged(").append(v.recordName).append(".class);\n");
			} else {
				out.append("\t\tvariant(\"").append(v.tag).append("\", ").append(v.recordName).append(".class);\n");
			}
		}
		if (union.unknownName() != null) {
			String u = union.unknownName();
			out.append("\t\tunknown(").append(u).append(".class, ").append(u).append("::new, ").append(u).append("::json);\n");
		}
		out.append("\t}\n}\n");
		return out.toString();
	}

	private String unknownSource(Union union) {
		Set<String> imports = new TreeSet<>(List.of("com.google.gson.JsonObject", INTERNAL + ".UnknownJson"));
		List<Component> base = components(union.baseProperties(), Map.of(), false);
		base.forEach(c -> imports.addAll(c.type.typeImports()));
		StringBuilder out = new StringBuilder();
		header(out, types, imports);
		javadoc(out, "", List.of("A {@link " + union.name + "} of a kind this library does not know (a newer protocol's, an unstable or an",
				"extension's), kept whole: it is handed to the handler as read and written back unchanged, so a proxy loses",
				"nothing.", "", "@param json the whole object as read" + (union.tagged() ? ", {@code " + union.tagMember + "} included" : "")));
		String name = union.unknownName();
		out.append("public record ").append(name).append("(JsonObject json) implements ").append(union.name).append(" {\n\n");
		javadoc(out, "\t", List.of("Keeps a copy of {@code json}."));
		out.append("\tpublic ").append(name).append(" {\n\t\tjson = UnknownJson.copy(json);\n\t}\n\n");
		javadoc(out, "\t", List.of("@return a copy of the whole object"));
		out.append("\t@Override\n\tpublic JsonObject json() {\n\t\treturn json.deepCopy();\n\t}\n");
		if (union.tagged()) {
			out.append('\n');
			javadoc(out, "\t", List.of("@return the {@code " + union.tagMember + "} tag, or null if there is none"));
			out.append("\tpublic String ").append(union.tagMember).append("() {\n\t\treturn UnknownJson.tag(json, \"")
					.append(union.tagMember).append("\");\n\t}\n");
		}
		for (Component c : base) {
			boolean isEnum = defs.has(c.type.name) && kind(c.type.name) == Kind.ENUM;
			if (!c.type.name.equals("String") && !c.type.name.equals("JsonElement") && !isEnum) {
				throw new IllegalArgumentException("Unknown " + union.name + " cannot read " + c.jsonName);
			}
			out.append('\n');
			javadoc(out, "\t", List.of("@return the {@code " + c.jsonName + "} member as read, or null"));
			out.append("\t@Override\n\tpublic ").append(c.type.name).append(' ').append(c.javaName).append("() {\n");
			if (isEnum) {
				out.append("\t\tString value = UnknownJson.string(json, \"").append(c.jsonName).append("\");\n");
				out.append("\t\treturn value == null ? null : ").append(c.type.name).append(".of(value);\n\t}\n");
			} else {
				out.append("\t\treturn UnknownJson.").append(c.type.name.equals("String") ? "string" : "element").append("(json, \"")
						.append(c.jsonName).append("\");\n\t}\n");
			}
		}
		out.append("}\n");
		return out.toString();
	}

	/**
	 * A string enum as an open value class: a constant per value the schema knows, {@code of} for any
	 * other, so a newer peer's value is kept and written back, not lost.
	 */
	private String enumSource(String name) {
		JsonObject def = def(name);
		Set<String> imports = new TreeSet<>(List.of("java.util.Map", "java.util.Objects", "com.google.gson.annotations.JsonAdapter",
				ADAPTERS + ".OpenEnumAdapter"));
		if (!stableDefs.has(name)) {
			imports.add("org.eclipse.lsp4j.jsonrpc.ProtocolDraft");
		}
		StringBuilder out = new StringBuilder();
		header(out, types, imports);
		List<String> doc = new ArrayList<>(description(string(def, "description"), name));
		doc.add("");
		doc.add("<p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.");
		javadoc(out, "", doc);
		if (!stableDefs.has(name)) {
			out.append("@ProtocolDraft\n");
		}
		out.append("@JsonAdapter(OpenEnumAdapter.class)\n");
		out.append("public final class ").append(name).append(" {\n");
		List<String> constants = new ArrayList<>();
		for (JsonElement a : alternatives(def)) {
			JsonObject v = a.getAsJsonObject();
			if (!v.has("const")) {
				continue;
			}
			String value = v.get("const").getAsString();
			String doc2 = string(v, "description");
			out.append('\n');
			javadoc(out, "\t", doc2 == null ? List.of("{@code " + value + "}.") : Javadoc.lines(doc2));
			if (!stableHasValue(name, value)) {
				out.append("\t@ProtocolDraft\n");
			}
			String constant = constantName(value);
			constants.add(constant);
			out.append("\tpublic static final ").append(name).append(' ').append(constant).append(" = new ").append(name).append("(\"")
					.append(value).append("\");\n");
		}
		out.append("\n\tprivate static final Map<String, ").append(name).append("> KNOWN = Map.ofEntries(");
		for (int i = 0; i < constants.size(); i++) {
			out.append(i == 0 ? "" : ",").append("\n\t\t\tMap.entry(").append(constants.get(i)).append(".value, ").append(constants.get(i))
					.append(')');
		}
		out.append(");\n\n");
		out.append("\tprivate final String value;\n\n");
		out.append("\tprivate ").append(name).append("(String value) {\n\t\tthis.value = value;\n\t}\n\n");
		javadoc(out, "\t", List.of("The constant for a value this library knows, a new instance for any other.", "",
				"@param value the value as on the wire", "@return the value"));
		out.append("\tpublic static ").append(name).append(" of(String value) {\n");
		out.append("\t\t").append(name).append(" known = KNOWN.get(Objects.requireNonNull(value, \"value\"));\n");
		out.append("\t\treturn known != null ? known : new ").append(name).append("(value);\n\t}\n\n");
		javadoc(out, "\t", List.of("The value as on the wire.", "", "@return the value"));
		out.append("\tpublic String value() {\n\t\treturn value;\n\t}\n\n");
		javadoc(out, "\t", List.of("Whether this library knows this value: it is one of the constants.", "",
				"@return true for a known value"));
		out.append("\tpublic boolean isKnown() {\n\t\treturn KNOWN.containsKey(value);\n\t}\n\n");
		out.append("\t@Override\n\tpublic boolean equals(Object other) {\n\t\treturn other instanceof ").append(name)
				.append(" that && that.value.equals(value);\n\t}\n\n");
		out.append("\t@Override\n\tpublic int hashCode() {\n\t\treturn value.hashCode();\n\t}\n\n");
		out.append("\t@Override\n\tpublic String toString() {\n\t\treturn value;\n\t}\n}\n");
		return out.toString();
	}

	private boolean stableHasValue(String name, String value) {
		JsonObject def = stableDefs.getAsJsonObject(name);
		if (def == null) {
			return true;
		}
		for (JsonElement a : alternatives(def)) {
			JsonElement c = a.getAsJsonObject().get("const");
			if (c != null && c.getAsString().equals(value)) {
				return true;
			}
		}
		return false;
	}

	// ---------------------------------------------------------------- writing

	private static List<String> description(String description, String name) {
		List<String> lines = Javadoc.lines(description);
		if (lines.isEmpty()) {
			lines.add("The ACP schema's {@code " + name + "}.");
		}
		return lines;
	}

	private static void header(StringBuilder out, String pkg, Set<String> imports) {
		out.append(HEADER).append('\n');
		out.append("package ").append(pkg).append(";\n\n");
		String previousGroup = null;
		boolean any = false;
		for (String group : List.of("java.", "org.", "com.", "io.")) {
			for (String i : imports) {
				if (!i.startsWith(group) || i.startsWith(pkg + ".") && i.lastIndexOf('.') == pkg.length()) {
					continue;
				}
				if (previousGroup != null && !previousGroup.equals(group)) {
					out.append('\n');
				}
				previousGroup = group;
				out.append("import ").append(i).append(";\n");
				any = true;
			}
		}
		if (any) {
			out.append('\n');
		}
	}

	private static void javadoc(StringBuilder out, String indent, List<String> lines) {
		if (lines.size() == 1) {
			out.append(indent).append("/** ").append(lines.get(0)).append(" */\n");
			return;
		}
		out.append(indent).append("/**\n");
		for (String line : lines) {
			out.append(indent).append(line.isEmpty() ? " *" : " * " + line).append('\n');
		}
		out.append(indent).append(" */\n");
	}

	static String pascal(String tag) {
		StringBuilder out = new StringBuilder();
		for (String part : tag.split("[_\\-]")) {
			if (!part.isEmpty()) {
				out.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
			}
		}
		return out.toString();
	}

	static String constantName(String value) {
		return value.replaceAll("([a-z])([A-Z])", "$1_$2").replaceAll("[^A-Za-z0-9]+", "_").toUpperCase(Locale.ROOT);
	}
}
