package io.github.acp4j.http.server;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.types.CancelSessionNotification;
import io.github.acp4j.api.v2.types.CancelToolCallRequest;
import io.github.acp4j.api.v2.types.CancelToolCallResponse;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.NewSessionResponse;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.PromptResponse;

/** The ACP v2 side of a test connection: it makes sessions, accepts prompts and records what it was asked. */
final class EchoServiceV2 implements AcpAgentServerV2 {

	private static final AtomicInteger SESSIONS = new AtomicInteger();

	private final List<String> calls;

	/** @param calls where each call is recorded, as its method name */
	EchoServiceV2(List<String> calls) {
		this.calls = calls;
	}

	/** Records the call, then answers at once. */
	private <T> CompletableFuture<T> called(String method, T answer) {
		calls.add(method);
		return CompletableFuture.completedFuture(answer);
	}

	@Override
	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		return CompletableFuture.completedFuture(InitializeResponse.of(2, Implementation.of("echo", "1")));
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		return called("session/new", NewSessionResponse.of("v2-" + SESSIONS.incrementAndGet()));
	}

	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		return called("session/prompt", PromptResponse.of("m-1"));
	}

	@Override
	public void cancel(CancelSessionNotification notification) {
		calls.add("session/cancel");
	}

	@Override
	public CompletableFuture<CancelToolCallResponse> cancelToolCall(CancelToolCallRequest request) {
		return called("tool_call/cancel", CancelToolCallResponse.of());
	}
}
