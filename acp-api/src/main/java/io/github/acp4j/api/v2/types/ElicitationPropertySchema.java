// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.ElicitationPropertySchemaAdapter;

/**
 * Property schema for elicitation form fields.
 * <p>Each variant corresponds to a JSON Schema <code>"type"</code> value.
 * Single-select enums use <code>type: "string"</code> with <code>enum</code> or <code>oneOf</code> set.
 * Multi-select enums use <code>type: "array"</code>.
 *
 * <p>Told apart by {@code type}: {@code string} ({@link StringPropertySchema}), {@code number} ({@link NumberPropertySchema}), {@code integer} ({@link IntegerPropertySchema}), {@code boolean} ({@link BooleanPropertySchema}), {@code array} ({@link MultiSelectPropertySchema}); any other is read as {@link UnknownElicitationPropertySchema}, which keeps it whole.
 */
@JsonAdapter(ElicitationPropertySchemaAdapter.class)
public sealed interface ElicitationPropertySchema permits StringPropertySchema, NumberPropertySchema, IntegerPropertySchema, BooleanPropertySchema, MultiSelectPropertySchema, UnknownElicitationPropertySchema {
}
