package io.github.acp4j.agent.permission;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
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

	/** The shell expands, decodes or reads these into a catastrophic command before it runs it. */
	@ParameterizedTest
	@ValueSource(strings = { "x=rm; $x -rf / --no-preserve-root", "x=rm; ${x} -rf /", "x=rm\n\"$x\" -rf ~",
			"a=r; b=${a}m; $b -rf /", "export c='rm -rf'; $c /", "c=\"rm -rf /\"; eval $c", "x=rm; eval '$x -rf /'",
			"d=/dev/sda; echo x > $d", "${unset:-rm} -rf /", "rm${IFS}-rf${IFS}/", "$(echo rm) -rf /", "`printf rm` -rf /",
			"$'\\x72\\x6d' -rf /", "$'\\162\\155' -rf /", "{rm,-rf,/}", "/bin/rm -rf /", "/usr/bin/sudo -u root rm -rf /",
			"{ rm -rf /; }", "if true; then rm -rf /; fi", "echo 'rm -rf /' | sh", "echo 'rm -rf /' | sudo bash -s",
			"bash <<< 'rm -rf /'", "sh <<EOF\nrm -rf /\nEOF", "bash -lc 'rm -rf ~'",
			"eval \"$(echo cm0gLXJmIC8= | base64 -d)\"", "echo cm0gLXJmIC8= | base64 --decode | sh",
			"base64 -d <<< cm0gLXJmIC8= | bash", "printf %s cm0gLXJmIC8= | base64 -di | sh",
			"bash -c \"$(printf 'cm0gLXJmIC8=' | base64 -D)\"", "echo 726d202d7266202f | xxd -r -p | sh",
			"echo / fr- mr | rev | sh", "echo / | xargs rm -rf", "find / -exec rm -rf {} +",
			"echo OigpeyA6fDomIH07Og== | base64 -d | bash", "env -S 'rm -rf /'", "timeout 5 rm -rf /", "nice -n 10 rm -rf /" })
	void refusesWhatTheShellWouldExpandIntoACatastrophe(String command) {
		assertThat(CatastrophicCommands.isCatastrophic(command)).as(command).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "rm -rf build", "rm -rf ./target", "rm file.txt", "rm -rf /tmp/acp4j-test", "ls /",
			"grep -r shutdown src", "echo reboot", "cat /etc/hosts", "find . -name '*.class' -delete", "git status",
			"mvn -q test", "dd if=in.bin of=out.bin", "chmod -R 755 build", "docker run --init app", "npm run halt-check" })
	void allowsOrdinaryCommands(String command) {
		assertThat(CatastrophicCommands.isCatastrophic(command)).as(command).isFalse();
	}

	/** What the floor must not take for a catastrophe once it expands and decodes. */
	@ParameterizedTest
	@ValueSource(strings = { "rm -rf ./build", "x=build; rm -rf ./$x", "dir=/tmp/acp4j-out; rm -rf \"$dir\"",
			"echo 'rm -rf /' > notes.txt", "echo aGVsbG8gd29ybGQ= | base64 -d", "base64 -d <<< ZWNobyBoaQ== | sh",
			"eval \"$(ssh-agent -s)\"", "sh -c 'echo $HOME'", "bash -c 'cd build && make'", "printf '%s\\n' a b c | sort",
			"cat <<EOF > x.txt\nrm -rf /\nEOF", "git commit -m 'rm -rf / is bad'", "echo $((1 + 2))", "for f in *.txt; do wc -l \"$f\"; done",
			"x=$(ls); echo $x", "echo '{a,b}'", "python3 -c 'print(1)'", "cat file | grep x | sort | uniq -c" })
	void allowsOrdinaryCommandsAfterExpansion(String command) {
		assertThat(CatastrophicCommands.isCatastrophic(command)).as(command).isFalse();
	}

	/** A model's command of many words once overflowed the stack in the floor's regular expressions, failing the turn. */
	@Test
	void aCommandOfManyWordsIsJudgedWordByWord() {
		assertThat(CatastrophicCommands.isCatastrophic("rm " + "-v ".repeat(20_000) + "build")).isFalse();
		assertThat(CatastrophicCommands.isCatastrophic("rm " + "-v ".repeat(20_000) + "/")).isTrue();
		assertThat(CatastrophicCommands.isCatastrophic("chmod " + "-v ".repeat(20_000) + "-R 777 /")).isTrue();
		assertThat(CatastrophicCommands.isCatastrophic("echo " + "a".repeat(200_000) + "; x(){ x|x& };x")).isTrue();
	}

	@Test
	void aCommandTooDeepOrTooLargeToReadIsRefused() {
		assertThat(CatastrophicCommands.isCatastrophic("echo $(".repeat(5000) + "x" + ")".repeat(5000))).isTrue();
		StringBuilder doubling = new StringBuilder("a0=xxxxxxxx;");
		for (int i = 1; i < 40; i++) {
			doubling.append(" a").append(i).append("=$a").append(i - 1).append("$a").append(i - 1).append(';');
		}
		assertThat(CatastrophicCommands.isCatastrophic(doubling.append(" echo $a39").toString())).isTrue();
	}
}
