package io.github.acp4j.api.types;

/** Client support for presenting live notices to the user. */
public record NoticeCapabilities() {
}
