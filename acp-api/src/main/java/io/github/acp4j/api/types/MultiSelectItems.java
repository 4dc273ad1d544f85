package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.MultiSelectItemsAdapter;

/** The items of a multi-select property: plain strings ({@code type: string}) or titled options. */
@JsonAdapter(MultiSelectItemsAdapter.class)
public sealed interface MultiSelectItems permits StringMultiSelectItems, TitledMultiSelectItems {
}
