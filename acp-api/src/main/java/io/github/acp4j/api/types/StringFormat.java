// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/** String format types for string properties in elicitation schemas. */
public enum StringFormat {
	/** Email address format. */
	@SerializedName("email")
	EMAIL,

	/** URI format. */
	@SerializedName("uri")
	URI,

	/** Date format (YYYY-MM-DD). */
	@SerializedName("date")
	DATE,

	/** Date-time format (ISO 8601). */
	@SerializedName("date-time")
	DATE_TIME
}
