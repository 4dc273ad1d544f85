// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/** Type discriminator for elicitation schemas. */
public enum ElicitationSchemaType {
	/** Object schema type. */
	@SerializedName("object")
	OBJECT
}
