package io.github.acp4j.agent.permission;

import static io.github.acp4j.agent.permission.PermissionPreset.Decision.ALLOW;
import static io.github.acp4j.agent.permission.PermissionPreset.Decision.ASK;
import static io.github.acp4j.agent.permission.PermissionPreset.Decision.DENY;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.spi.PermissionClass;

/** The presets table of the agent contract, row by row. */
class PermissionPresetTest {

	@Test
	void readOnlyReadsAndNothingElse() {
		PermissionPreset p = PermissionPreset.READ_ONLY;
		assertThat(p.decide(PermissionClass.READ, true)).isEqualTo(ALLOW);
		assertThat(p.decide(PermissionClass.READ, false)).isEqualTo(DENY);
		assertThat(p.decide(PermissionClass.WRITE, true)).isEqualTo(DENY);
		assertThat(p.decide(PermissionClass.WRITE, false)).isEqualTo(DENY);
		assertThat(p.decide(PermissionClass.EXECUTE, true)).isEqualTo(DENY);
		assertThat(p.decide(PermissionClass.NETWORK, true)).isEqualTo(DENY);
		assertThat(p.decide(PermissionClass.NONE, true)).isEqualTo(ALLOW);
	}

	@Test
	void workspaceWriteAsksInsideAndRefusesOutside() {
		PermissionPreset p = PermissionPreset.WORKSPACE_WRITE;
		assertThat(p.decide(PermissionClass.READ, true)).isEqualTo(ALLOW);
		assertThat(p.decide(PermissionClass.WRITE, true)).isEqualTo(ASK);
		assertThat(p.decide(PermissionClass.WRITE, false)).isEqualTo(DENY);
		assertThat(p.decide(PermissionClass.EXECUTE, true)).isEqualTo(ASK);
		assertThat(p.decide(PermissionClass.NETWORK, true)).isEqualTo(ASK);
	}

	@Test
	void fullAccessAllowsEverything() {
		PermissionPreset p = PermissionPreset.FULL_ACCESS;
		for (PermissionClass c : PermissionClass.values()) {
			assertThat(p.decide(c, true)).as(c.name()).isEqualTo(ALLOW);
			assertThat(p.decide(c, false)).as(c.name()).isEqualTo(ALLOW);
		}
	}

	@Test
	void planReadsOnly() {
		PermissionPreset p = PermissionPreset.PLAN;
		assertThat(p.decide(PermissionClass.READ, true)).isEqualTo(ALLOW);
		assertThat(p.decide(PermissionClass.WRITE, true)).isEqualTo(DENY);
		assertThat(p.decide(PermissionClass.EXECUTE, true)).isEqualTo(DENY);
		assertThat(p.decide(PermissionClass.NETWORK, true)).isEqualTo(DENY);
	}

	@Test
	void presetsAreFoundByTheirModeIds() {
		assertThat(PermissionPreset.byId("workspace-write")).contains(PermissionPreset.WORKSPACE_WRITE);
		assertThat(PermissionPreset.byId("read-only")).contains(PermissionPreset.READ_ONLY);
		assertThat(PermissionPreset.byId("full-access")).contains(PermissionPreset.FULL_ACCESS);
		assertThat(PermissionPreset.byId("plan")).contains(PermissionPreset.PLAN);
		assertThat(PermissionPreset.byId("yolo")).isEmpty();
	}
}
