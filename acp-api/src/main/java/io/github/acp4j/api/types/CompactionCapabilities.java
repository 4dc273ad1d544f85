package io.github.acp4j.api.types;

/** Client support for ID-addressed context compaction updates. */
public record CompactionCapabilities() {
}
