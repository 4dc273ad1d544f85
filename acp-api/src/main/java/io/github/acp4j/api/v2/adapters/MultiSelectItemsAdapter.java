// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.MultiSelectItems;
import io.github.acp4j.api.v2.types.StringMultiSelectItems;
import io.github.acp4j.api.v2.types.TitledMultiSelectItems;
import io.github.acp4j.api.v2.types.UnknownMultiSelectItems;

/** Reads and writes {@link MultiSelectItems} by its {@code type}. */
public final class MultiSelectItemsAdapter extends TaggedUnionAdapterFactory<MultiSelectItems> {

	/** Declares the variants of {@link MultiSelectItems}. */
	public MultiSelectItemsAdapter() {
		super(MultiSelectItems.class, "type", RecordAdapters::variant);
		variant("string", StringMultiSelectItems.class);
		untagged(TitledMultiSelectItems.class);
		unknown(UnknownMultiSelectItems.class, UnknownMultiSelectItems::new, UnknownMultiSelectItems::json);
	}
}
