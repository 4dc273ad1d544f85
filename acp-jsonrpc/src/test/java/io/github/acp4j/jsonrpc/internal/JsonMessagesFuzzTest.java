package io.github.acp4j.jsonrpc.internal;

import java.nio.charset.StandardCharsets;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.google.gson.Strictness;

/**
 * Arbitrary lines into both reads of a message: whatever the one-pass read gives, the checked read
 * gives too, with the Gson's default strictness and with a lenient one. The inputs in
 * {@code JsonMessagesFuzzTestInputs} run in every build, then Jazzer explores for {@code fuzz.duration}.
 */
class JsonMessagesFuzzTest {

	private static final JsonMessages STRICT = JsonMessagesTest.messages(gson -> {
	});
	private static final JsonMessages LENIENT = JsonMessagesTest.messages(gson -> gson.setStrictness(Strictness.LENIENT));

	@FuzzTest
	void oneReadAgreesWithTheCheckedRead(byte[] input) {
		for (String line : new String(input, StandardCharsets.UTF_8).split("\n", -1)) {
			JsonMessagesTest.assertAgrees(STRICT, line);
			JsonMessagesTest.assertAgrees(LENIENT, line);
		}
	}
}
