// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * An optionally-sized icon that can be displayed in a user interface.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param src A standard URI pointing to an icon resource. MUST be an <code>https:</code> or <code>data:</code> URI. Clients reject other schemes, fetch without credentials, and do not follow scheme- or origin-changing redirects.
 * @param mimeType Optional MIME type override if the source MIME type is missing or generic. Omitted and <code>null</code> are equivalent and mean the source MIME type is used. (optional)
 * @param sizes Optional array of strings that specify sizes at which the icon can be used. Each string should be in <code>WxH</code> format (e.g., <code>"48x48"</code>, <code>"96x96"</code>) or <code>"any"</code> for scalable formats like SVG. If not provided, the client should assume that the icon can be used at any size. Omitted and <code>null</code> are equivalent and mean no sizes are specified. (optional)
 * @param theme Optional theme this icon is designed for. Omitted and <code>null</code> are equivalent and mean the icon is not theme-specific. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record Icon(
		String src,
		String mimeType,
		List<String> sizes,
		IconTheme theme,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code Icon} with its required fields; the optional ones are absent.
	 *
	 * @param src A standard URI pointing to an icon resource. MUST be an <code>https:</code> or <code>data:</code> URI. Clients reject other schemes, fetch without credentials, and do not follow scheme- or origin-changing redirects.
	 * @return the new value
	 */
	public static Icon of(String src) {
		return new Icon(src, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param src A standard URI pointing to an icon resource. MUST be an <code>https:</code> or <code>data:</code> URI. Clients reject other schemes, fetch without credentials, and do not follow scheme- or origin-changing redirects.
	 * @return the new builder
	 */
	public static Builder builder(String src) {
		Builder builder = new Builder();
		builder.src = src;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.src = src;
		builder.mimeType = mimeType;
		builder.sizes = sizes;
		builder.theme = theme;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Icon} one field at a time. */
	public static final class Builder {
		private String src;
		private String mimeType;
		private List<String> sizes;
		private IconTheme theme;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code src}.
		 *
		 * @param src A standard URI pointing to an icon resource. MUST be an <code>https:</code> or <code>data:</code> URI. Clients reject other schemes, fetch without credentials, and do not follow scheme- or origin-changing redirects.
		 * @return this builder
		 */
		public Builder src(String src) {
			this.src = src;
			return this;
		}

		/**
		 * Sets {@code mimeType}.
		 *
		 * @param mimeType Optional MIME type override if the source MIME type is missing or generic. Omitted and <code>null</code> are equivalent and mean the source MIME type is used. (optional)
		 * @return this builder
		 */
		public Builder mimeType(String mimeType) {
			this.mimeType = mimeType;
			return this;
		}

		/**
		 * Sets {@code sizes}.
		 *
		 * @param sizes Optional array of strings that specify sizes at which the icon can be used. Each string should be in <code>WxH</code> format (e.g., <code>"48x48"</code>, <code>"96x96"</code>) or <code>"any"</code> for scalable formats like SVG. If not provided, the client should assume that the icon can be used at any size. Omitted and <code>null</code> are equivalent and mean no sizes are specified. (optional)
		 * @return this builder
		 */
		public Builder sizes(List<String> sizes) {
			this.sizes = sizes;
			return this;
		}

		/**
		 * Sets {@code theme}.
		 *
		 * @param theme Optional theme this icon is designed for. Omitted and <code>null</code> are equivalent and mean the icon is not theme-specific. (optional)
		 * @return this builder
		 */
		public Builder theme(IconTheme theme) {
			this.theme = theme;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code Icon}
		 */
		public Icon build() {
			return new Icon(src, mimeType, sizes, theme, meta);
		}
	}
}
