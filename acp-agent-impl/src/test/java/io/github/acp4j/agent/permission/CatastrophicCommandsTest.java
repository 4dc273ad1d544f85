package io.github.acp4j.agent.permission;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CatastrophicCommandsTest {

	@ParameterizedTest
	@ValueSource(strings = { "rm -rf /", "rm -rf /*", "rm  -rf   / ", "rm -fr ~", "rm -r -f ~/", "rm --recursive --force /",
			"sudo rm -rf /", "sudo -n rm -rf /", "'rm' '-rf' '/'", "\"rm\" -rf \"/\"", "r\\m -rf /", "ls && rm -rf $HOME",
			"echo hi; rm -rf ${HOME}/*", "bash -c 'rm -rf /'", "sh -c \"rm -rf ~\"", "eval rm -rf /", "FOO=1 rm -rf /",
			"rm -rf --no-preserve-root /tmp/x", "rm -rf /home", "rm -rf ./build /", "find / -delete",
			"mkfs.ext4 /dev/sda1", "mkfs /dev/nvme0n1", "dd if=/dev/zero of=/dev/sda bs=1M", "cat x > /dev/sda",
			"wipefs -a /dev/sdb", ":(){ :|:& };:", ":() { : | : & } ; :", "bomb(){ bomb|bomb& };bomb", "shutdown -h now",
			"sudo reboot", "poweroff", "halt", "init 0", "systemctl poweroff", "chmod -R 777 /", "chown -R nobody /",
			"echo $(rm -rf /)", "true | `rm -rf ~`" })
	void refusesCatastrophicCommandsInAnySpelling(String command) {
		assertThat(CatastrophicCommands.isCatastrophic(command)).as(command).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "rm -rf build", "rm -rf ./target", "rm file.txt", "rm -rf /tmp/acp4j-test", "ls /",
			"grep -r shutdown src", "echo reboot", "cat /etc/hosts", "find . -name '*.class' -delete", "git status",
			"mvn -q test", "dd if=in.bin of=out.bin", "chmod -R 755 build", "docker run --init app", "npm run halt-check" })
	void allowsOrdinaryCommands(String command) {
		assertThat(CatastrophicCommands.isCatastrophic(command)).as(command).isFalse();
	}
}
