package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.MultiSelectItems;
import io.github.acp4j.api.types.StringMultiSelectItems;
import io.github.acp4j.api.types.TitledMultiSelectItems;

/** Reads and writes {@link MultiSelectItems}: {@code type: string} items, or titled options without a type. */
public final class MultiSelectItemsAdapter extends TaggedUnionAdapterFactory<MultiSelectItems> {

	public MultiSelectItemsAdapter() {
		super(MultiSelectItems.class, "type");
		variant("string", StringMultiSelectItems.class);
		untagged(TitledMultiSelectItems.class);
	}
}
