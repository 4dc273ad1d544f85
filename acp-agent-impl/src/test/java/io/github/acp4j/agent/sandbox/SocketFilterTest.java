package io.github.acp4j.agent.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.junit.jupiter.api.Test;

/**
 * The seccomp program, run by a classic-BPF interpreter as the kernel runs it on each system call:
 * for both architectures, including the one this machine cannot try (SandboxTest tries x86_64 for real).
 */
class SocketFilterTest {

	static final int ALLOW = 0x7fff0000;
	static final int EPERM = 0x00050001;
	static final int ENOSYS = 0x00050026;
	static final int X86_64 = 0xC000003E;
	static final int I386 = 0x40000003;
	static final int AARCH64 = 0xC00000B7;
	static final int ARM = 0x40000028;
	static final long AF_UNIX = 1;
	static final long AF_INET = 2;

	/** What the program answers for system call {@code nr} of {@code arch} whose first argument is {@code arg0}. */
	static int run(byte[] program, int arch, int nr, long arg0) {
		ByteBuffer data = ByteBuffer.allocate(64).order(ByteOrder.nativeOrder());
		data.putInt(0, nr).putInt(4, arch).putLong(16, arg0);
		ByteBuffer code = ByteBuffer.wrap(program).order(ByteOrder.nativeOrder());
		int accumulator = 0;
		for (int pc = 0; pc < program.length / 8;) {
			int at = pc * 8;
			int op = code.getShort(at) & 0xffff;
			int ifTrue = code.get(at + 2) & 0xff;
			int ifFalse = code.get(at + 3) & 0xff;
			int k = code.getInt(at + 4);
			switch (op) {
			case 0x20 -> accumulator = data.getInt(k);
			case 0x06 -> {
				return k;
			}
			case 0x15 -> pc += accumulator == k ? ifTrue : ifFalse;
			case 0x35 -> pc += Integer.compareUnsigned(accumulator, k) >= 0 ? ifTrue : ifFalse;
			case 0x25 -> pc += Integer.compareUnsigned(accumulator, k) > 0 ? ifTrue : ifFalse;
			default -> throw new AssertionError("unexpected opcode " + op);
			}
			pc++;
		}
		throw new AssertionError("the program ran off its end");
	}

	@Test
	void onX86_64UnixSocketsAreRefusedAndEverythingElseRuns() {
		byte[] program = SocketFilter.forArchitecture("amd64").orElseThrow();
		assertThat(run(program, X86_64, 41, AF_UNIX)).isEqualTo(EPERM);
		// The kernel reads the family as an int: high bits must not get a Unix socket past the filter.
		assertThat(run(program, X86_64, 41, 0x1_0000_0001L)).isEqualTo(EPERM);
		assertThat(run(program, X86_64, 41, AF_INET)).isEqualTo(ALLOW);
		assertThat(run(program, X86_64, 53, AF_UNIX)).as("socketpair").isEqualTo(ALLOW);
		assertThat(run(program, X86_64, 0, 3)).as("read").isEqualTo(ALLOW);
		assertThat(run(program, X86_64, 424, 0)).isEqualTo(ALLOW);
		assertThat(run(program, X86_64, 425, 0)).as("io_uring_setup").isEqualTo(ENOSYS);
		assertThat(run(program, X86_64, 427, 0)).as("io_uring_register").isEqualTo(ENOSYS);
		assertThat(run(program, X86_64, 428, 0)).isEqualTo(ALLOW);
		assertThat(run(program, X86_64, 0x40000000 | 41, AF_UNIX)).as("x32 socket").isEqualTo(ENOSYS);
		assertThat(run(program, I386, 102, 1)).as("i386 socketcall").isEqualTo(EPERM);
		assertThat(run(program, I386, 359, AF_UNIX)).as("i386 socket").isEqualTo(EPERM);
		assertThat(run(program, I386, 359, AF_INET)).isEqualTo(ALLOW);
		assertThat(run(program, I386, 426, 0)).isEqualTo(ENOSYS);
		assertThat(run(program, I386, 3, 0)).as("i386 read").isEqualTo(ALLOW);
		assertThat(run(program, AARCH64, 198, AF_UNIX)).as("another architecture").isEqualTo(ENOSYS);
	}

	@Test
	void onAarch64UnixSocketsAreRefusedAndEverythingElseRuns() {
		byte[] program = SocketFilter.forArchitecture("aarch64").orElseThrow();
		assertThat(run(program, AARCH64, 198, AF_UNIX)).isEqualTo(EPERM);
		assertThat(run(program, AARCH64, 198, AF_INET)).isEqualTo(ALLOW);
		assertThat(run(program, AARCH64, 199, AF_UNIX)).as("socketpair").isEqualTo(ALLOW);
		assertThat(run(program, AARCH64, 425, 0)).isEqualTo(ENOSYS);
		assertThat(run(program, ARM, 281, AF_UNIX)).as("arm socket").isEqualTo(EPERM);
		assertThat(run(program, ARM, 281, AF_INET)).isEqualTo(ALLOW);
		assertThat(run(program, X86_64, 41, AF_UNIX)).isEqualTo(ENOSYS);
	}

	@Test
	void otherArchitecturesHaveNone() {
		assertThat(SocketFilter.forArchitecture("ppc64le")).isEmpty();
	}
}
