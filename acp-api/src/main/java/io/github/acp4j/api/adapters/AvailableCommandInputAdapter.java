package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.AvailableCommandInput;
import io.github.acp4j.api.types.UnknownAvailableCommandInput;
import io.github.acp4j.api.types.UnstructuredCommandInput;

/**
 * Reads and writes {@link AvailableCommandInput}. ACP v1 has only unstructured input, which has no
 * {@code type}; an input with a {@code type} (a newer protocol's) is kept whole as
 * {@link UnknownAvailableCommandInput}, so the rest of the update still reaches the client.
 */
public final class AvailableCommandInputAdapter extends TaggedUnionAdapterFactory<AvailableCommandInput> {

	/** Declares the variants of {@link AvailableCommandInput}. */
	public AvailableCommandInputAdapter() {
		super(AvailableCommandInput.class, "type");
		untagged(UnstructuredCommandInput.class);
		unknown(UnknownAvailableCommandInput.class, UnknownAvailableCommandInput::new, UnknownAvailableCommandInput::json);
	}
}
