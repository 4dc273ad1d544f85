package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.AuthMethodAdapter;

/** A way the client can authenticate: {@code terminal}, or agent-driven (no {@code type}). */
@JsonAdapter(AuthMethodAdapter.class)
public sealed interface AuthMethod permits AuthMethodTerminal, AuthMethodAgent, UnknownAuthMethod {
}
