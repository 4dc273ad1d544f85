// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.MultiSelectItemsAdapter;

/**
 * Items for a multi-select (array) property schema.
 *
 * <p>Told apart by {@code type}: {@code string} ({@link StringMultiSelectItems}), {@link TitledMultiSelectItems} (no {@code type}); any other is read as {@link UnknownMultiSelectItems}, which keeps it whole.
 */
@JsonAdapter(MultiSelectItemsAdapter.class)
public sealed interface MultiSelectItems permits StringMultiSelectItems, TitledMultiSelectItems, UnknownMultiSelectItems {
}
