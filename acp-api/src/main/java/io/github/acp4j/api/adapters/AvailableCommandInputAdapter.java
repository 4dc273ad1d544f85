package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.AvailableCommandInput;
import io.github.acp4j.api.types.UnstructuredCommandInput;

/** Reads and writes {@link AvailableCommandInput}; ACP v1 has only unstructured input. */
public final class AvailableCommandInputAdapter extends TaggedUnionAdapterFactory<AvailableCommandInput> {

	public AvailableCommandInputAdapter() {
		super(AvailableCommandInput.class, "type");
		untagged(UnstructuredCommandInput.class);
	}
}
