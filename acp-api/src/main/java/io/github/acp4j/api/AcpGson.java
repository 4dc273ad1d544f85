package io.github.acp4j.api;

import java.util.Map;

import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

import io.github.acp4j.api.adapters.RecordAdapters;
import io.github.acp4j.api.adapters.StringEnumTypeAdapterFactory;
import io.github.acp4j.api.adapters.UnionCollectionTypeAdapterFactory;

/**
 * ACP's JSON mapping for Gson. The tagged unions and the open enums carry their adapters
 * ({@code @JsonAdapter}); what must be installed is what has to beat LSP4J's own factories, so it
 * is registered after them: lists of unions written through the union's adapter (LSP4J's writes
 * each element by its runtime class), and Java enums whose constants carry {@code @SerializedName}
 * written as those strings (LSP4J writes enums as integers), so a host's or an agent's own enums
 * (in {@code _meta}, in its stored sessions) keep their names. With them come the records'
 * writers, which write what Gson's reflection would, without it, and leave a record to a host's
 * adapter registered for it (before or after them), to a field naming policy or to exclusions. A
 * host that reuses the ACP interfaces over another LSP4J transport calls {@link #configure} from
 * its {@code configureGson} hook.
 */
public final class AcpGson {

	private AcpGson() {
	}

	/**
	 * Installs ACP's adapters: lists of unions, named enums, the records' writers of ACP v1 and v2 (the JSON Gson
	 * would write, without reflection), compact output without HTML escaping.
	 */
	public static GsonBuilder configure(GsonBuilder builder) {
		return builder.registerTypeAdapterFactory(new StringEnumTypeAdapterFactory())
				.registerTypeAdapterFactory(new UnionCollectionTypeAdapterFactory()).registerTypeAdapterFactory(new RecordAdapters())
				.registerTypeAdapterFactory(new io.github.acp4j.api.v2.adapters.RecordAdapters()).disableHtmlEscaping();
	}

	/** A Gson with LSP4J's message adapters and ACP's, as the ACP launchers use. */
	public static Gson create() {
		return configure(new MessageJsonHandler(Map.of()).getDefaultGsonBuilder()).create();
	}
}
