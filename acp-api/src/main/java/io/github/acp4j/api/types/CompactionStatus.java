// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

/** Lifecycle state of a context compaction. */
public final class CompactionStatus {

	/** Compaction has started and has not finished. */
	public static final String IN_PROGRESS = "in_progress";

	/** Compaction finished successfully. */
	public static final String COMPLETED = "completed";

	/** Compaction finished unsuccessfully. */
	public static final String FAILED = "failed";

	/** Compaction was cancelled before it finished. */
	public static final String CANCELLED = "cancelled";

	private CompactionStatus() {
	}
}
