package io.github.acp4j.api.v2;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.google.gson.Gson;

import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.RunningStateUpdate;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.OtherStateUpdate;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/**
 * ACP v2's {@code state_update} is a union inside the {@code SessionUpdate} union: read by its
 * {@code state}, written with {@code sessionUpdate} first, an unknown state kept whole.
 */
class V2TypesTest {

	private static final Gson GSON = AcpGson.create();

	@Test
	void aStateUpdateIsWrittenWithBothTagsAndReadBack() {
		UpdateSessionNotification running = UpdateSessionNotification.of("s", RunningStateUpdate.of());
		UpdateSessionNotification idle = UpdateSessionNotification.of("s", IdleStateUpdate.builder().stopReason(IdleStateUpdate.END_TURN).build());

		String runningJson = GSON.toJson(running);
		String idleJson = GSON.toJson(idle);

		assertThat(runningJson).isEqualTo("{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"state_update\",\"state\":\"running\"}}");
		assertThat(idleJson).isEqualTo(
				"{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"state_update\",\"state\":\"idle\",\"stopReason\":\"end_turn\"}}");
		assertThat(GSON.fromJson(runningJson, UpdateSessionNotification.class)).isEqualTo(running);
		assertThat(GSON.fromJson(idleJson, UpdateSessionNotification.class).update()).isInstanceOf(IdleStateUpdate.class);
	}

	@Test
	void anUnknownStateIsKeptAndWrittenBackAsRead() {
		String json = "{\"sessionUpdate\":\"state_update\",\"state\":\"dreaming\",\"depth\":3,\"x\":null}";

		SessionUpdate read = GSON.fromJson(json, SessionUpdate.class);

		assertThat(read).as("v2 has a state named unknown, so its unknown kind is Other...").isInstanceOf(OtherStateUpdate.class);
		assertThat(GSON.toJson(read, SessionUpdate.class)).isEqualTo(json);
	}
}
