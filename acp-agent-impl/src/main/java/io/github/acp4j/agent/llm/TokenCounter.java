package io.github.acp4j.agent.llm;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingRegistry;
import com.knuddels.jtokkit.api.EncodingType;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.ToolSpec;

/**
 * Counts the tokens of a request. OpenAI-family models ({@code gpt-*}, {@code chatgpt-*},
 * {@code o1}/{@code o3}/{@code o4}) are counted with their own tokenizer (jtokkit's
 * {@code o200k_base} or {@code cl100k_base}); any other model is estimated at one token per
 * {@value #CHARS_PER_TOKEN} characters. Either way each message adds {@value #PER_MESSAGE} tokens of
 * framing and each image {@value #PER_IMAGE}. The provider's own count of the last request corrects
 * the figure (see {@link io.github.acp4j.agent.session.ContextMeter}).
 */
public final class TokenCounter {

	/** Characters per token of the estimate used when the model's tokenizer is not known. */
	static final double CHARS_PER_TOKEN = 3.5;
	static final int PER_MESSAGE = 4;
	static final int PER_IMAGE = 1_000;

	private static final EncodingRegistry ENCODINGS = Encodings.newLazyEncodingRegistry();
	/** Each tokenizer's load, started by the first counter that needs it. */
	private static final Map<EncodingType, CompletableFuture<Encoding>> LOADS = new ConcurrentHashMap<>();
	private static final TokenCounter UPPER_BOUND = new TokenCounter(null, true);

	/** The tokenizer, or null for the estimate or the bound. */
	private final Encoding encoding;
	/** Whether a text counts its UTF-8 bytes (see {@link #upperBound()}). */
	private final boolean bytes;

	private TokenCounter(Encoding encoding, boolean bytes) {
		this.encoding = encoding;
		this.bytes = bytes;
	}

	/**
	 * A counter that never counts fewer tokens than the tokenizers of the OpenAI family: each text
	 * counts its UTF-8 bytes, as each of their tokens stands for one byte or more. It tells, without
	 * waiting for a tokenizer still loading, that a request is well within a limit.
	 */
	public static TokenCounter upperBound() {
		return UPPER_BOUND;
	}

	/**
	 * The counter for a model name (a router's {@code openai/} prefix is ignored); waits for its
	 * tokenizer when that is still loading.
	 */
	public static TokenCounter forModel(String model) {
		try {
			return load(model).join();
		} catch (CompletionException failed) {
			throw failed.getCause() instanceof RuntimeException runtime ? runtime : failed;
		}
	}

	/**
	 * The counter for a model name, its tokenizer loaded on a thread of its own: jtokkit loads
	 * {@code o200k_base} in about half a second in a fresh JVM, which a session's first prompt would
	 * otherwise wait for. A model without a tokenizer, or whose tokenizer is loaded, gets its counter
	 * at once; each tokenizer is loaded once (again only after a load that failed).
	 */
	public static CompletableFuture<TokenCounter> load(String model) {
		EncodingType type = encodingType(model);
		if (type == null) {
			return CompletableFuture.completedFuture(new TokenCounter(null, false));
		}
		CompletableFuture<Encoding> loading = LOADS.computeIfAbsent(type, TokenCounter::startLoading);
		loading.whenComplete((encoding, failure) -> {
			if (failure != null) {
				LOADS.remove(type, loading);
			}
		});
		return loading.thenApply(encoding -> new TokenCounter(encoding, false));
	}

	private static CompletableFuture<Encoding> startLoading(EncodingType type) {
		return CompletableFuture.supplyAsync(() -> ENCODINGS.getEncoding(type), task -> {
			Thread thread = new Thread(task, "acp4j-tokenizer");
			thread.setDaemon(true);
			thread.start();
		});
	}

	private static EncodingType encodingType(String model) {
		String name = model == null ? "" : model.toLowerCase(Locale.ROOT);
		name = name.substring(name.lastIndexOf('/') + 1);
		if (name.startsWith("gpt-4o") || name.startsWith("chatgpt-4o") || name.startsWith("gpt-4.1") || name.startsWith("gpt-5")
				|| name.matches("o[134]([-.].*)?")) {
			return EncodingType.O200K_BASE;
		}
		if (name.startsWith("gpt-4") || name.startsWith("gpt-3.5")) {
			return EncodingType.CL100K_BASE;
		}
		return null;
	}

	/** Whether this counts with the model's own tokenizer rather than estimating. */
	public boolean exact() {
		return encoding != null;
	}

	/** The tokens of a whole request: messages and tool definitions. */
	public long count(LlmRequest request) {
		long total = 0;
		for (ChatMessage message : request.messages()) {
			total += count(message);
		}
		for (ToolSpec tool : request.tools()) {
			total += count(tool.name()) + count(tool.description()) + count(String.valueOf(tool.parameters())) + PER_MESSAGE;
		}
		return total;
	}

	/** The tokens one message takes in a request. */
	public long count(ChatMessage message) {
		long total = PER_MESSAGE + count(message.text()) + count(message.reasoning());
		for (ToolCallRequest call : message.toolCalls()) {
			total += count(call.id()) + count(call.name()) + count(call.arguments()) + PER_MESSAGE;
		}
		return total + (long) PER_IMAGE * message.images().size();
	}

	/** The tokens of a text; 0 for null. */
	public long count(String text) {
		if (text == null || text.isEmpty()) {
			return 0;
		}
		if (encoding != null) {
			// jtokkit takes well-formed text only (it asserts so); a lone surrogate (a model's "\\ud800"
			// escape, say) goes out as the '?' OkHttp writes for one.
			return encoding.countTokensOrdinary(wellFormed(text));
		}
		return bytes ? utf8Bytes(text) : (long) Math.ceil(text.length() / CHARS_PER_TOKEN);
	}

	/** {@code text} with each lone surrogate replaced by {@code ?}; itself when it has none. */
	private static String wellFormed(String text) {
		StringBuilder result = null;
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
				if (result != null) {
					result.append(c).append(text.charAt(i + 1));
				}
				i++;
			} else if (Character.isSurrogate(c)) {
				if (result == null) {
					result = new StringBuilder(text.length()).append(text, 0, i);
				}
				result.append('?');
			} else if (result != null) {
				result.append(c);
			}
		}
		return result == null ? text : result.toString();
	}

	/** The bytes of {@code text} in UTF-8, at most: a surrogate pair counts 6 where UTF-8 takes 4. */
	private static long utf8Bytes(String text) {
		long total = 0;
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			total += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
		}
		return total;
	}
}
