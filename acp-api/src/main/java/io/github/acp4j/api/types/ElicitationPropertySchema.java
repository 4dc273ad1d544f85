package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.ElicitationPropertySchemaAdapter;

/** The schema of one property of an elicitation form, tagged by {@code type}. */
@JsonAdapter(ElicitationPropertySchemaAdapter.class)
public sealed interface ElicitationPropertySchema permits StringPropertySchema, NumberPropertySchema, IntegerPropertySchema, BooleanPropertySchema, MultiSelectPropertySchema {
}
