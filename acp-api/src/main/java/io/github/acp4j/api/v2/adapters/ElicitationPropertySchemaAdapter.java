// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.BooleanPropertySchema;
import io.github.acp4j.api.v2.types.ElicitationPropertySchema;
import io.github.acp4j.api.v2.types.IntegerPropertySchema;
import io.github.acp4j.api.v2.types.MultiSelectPropertySchema;
import io.github.acp4j.api.v2.types.NumberPropertySchema;
import io.github.acp4j.api.v2.types.StringPropertySchema;
import io.github.acp4j.api.v2.types.UnknownElicitationPropertySchema;

/** Reads and writes {@link ElicitationPropertySchema} by its {@code type}. */
public final class ElicitationPropertySchemaAdapter extends TaggedUnionAdapterFactory<ElicitationPropertySchema> {

	/** Declares the variants of {@link ElicitationPropertySchema}. */
	public ElicitationPropertySchemaAdapter() {
		super(ElicitationPropertySchema.class, "type", RecordAdapters::variant);
		variant("string", StringPropertySchema.class);
		variant("number", NumberPropertySchema.class);
		variant("integer", IntegerPropertySchema.class);
		variant("boolean", BooleanPropertySchema.class);
		variant("array", MultiSelectPropertySchema.class);
		unknown(UnknownElicitationPropertySchema.class, UnknownElicitationPropertySchema::new, UnknownElicitationPropertySchema::json);
	}
}
