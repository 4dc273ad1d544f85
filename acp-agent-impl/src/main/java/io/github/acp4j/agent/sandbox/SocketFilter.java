package io.github.acp4j.agent.sandbox;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Optional;

/**
 * The seccomp program bubblewrap loads ({@code --seccomp FD}) so that nothing in the sandbox can
 * open a Unix socket: {@code socket(AF_UNIX, ...)} fails with {@code EPERM}. A read-only file system
 * does not stop {@code connect} to a socket file, and {@code --unshare-net} covers IP and abstract
 * sockets only, so without it a command reaches any server of the user (a tmux server's
 * {@code run-shell}, the D-Bus session bus, ssh-agent, X11, Docker) and runs code outside. Inherited
 * descriptors and {@code socketpair} (pipes between the processes of a build) are not affected: such a
 * pair is connected at birth and cannot be pointed at a path.
 *
 * <p>The ways around a filter on {@code socket} are closed too: {@code io_uring} (whose
 * {@code IORING_OP_SOCKET} and {@code IORING_OP_CONNECT} make and connect sockets without the system
 * calls) answers {@code ENOSYS}, as on a kernel without it, so runtimes that use it fall back; the x32
 * ABI, whose numbers are not checked, answers {@code ENOSYS}; a 32-bit program (i386 on x86_64, arm on
 * aarch64) may create sockets other than Unix ones, but not through {@code socketcall}, whose
 * arguments a filter cannot read ({@code EPERM}, so a 32-bit program whose C library uses it has no
 * sockets at all); any other architecture's calls answer {@code ENOSYS}.
 */
final class SocketFilter {

	private static final int AF_UNIX = 1;
	private static final int EPERM = 1;
	private static final int ENOSYS = 38;
	/** io_uring_setup, io_uring_enter and io_uring_register: one number on every architecture here, native or 32-bit. */
	private static final int IO_URING_FIRST = 425;
	private static final int IO_URING_LAST = 427;
	/** Set in the number of an x32 system call (x86_64's 32-bit-pointer ABI, under the x86_64 architecture value). */
	private static final int X32_SYSCALL_BIT = 0x40000000;

	private static final int SECCOMP_RET_ALLOW = 0x7fff0000;
	private static final int SECCOMP_RET_ERRNO = 0x00050000;

	// Classic BPF opcodes (linux/filter.h).
	private static final short LD_W_ABS = 0x20;
	private static final short JEQ_K = 0x15;
	private static final short JGE_K = 0x35;
	private static final short JGT_K = 0x25;
	private static final short RET_K = 0x06;

	// struct seccomp_data: int nr, u32 arch, u64 instruction_pointer, u64 args[6].
	private static final int NR = 0;
	private static final int ARCH = 4;
	private static final int ARGS = 16;

	/**
	 * A native architecture and the 32-bit one its kernel also runs.
	 *
	 * @param socketcall the 32-bit multiplexer's number, or -1 where there is none
	 */
	private record Abi(int arch, int socket, int compatArch, int compatSocket, int socketcall) {
	}

	/** x86_64 (AUDIT_ARCH_X86_64) with i386. */
	private static final Abi X86_64 = new Abi(0xC000003E, 41, 0x40000003, 359, 102);
	/** aarch64 (AUDIT_ARCH_AARCH64) with arm, which has no socketcall in its EABI (102 is denied all the same). */
	private static final Abi AARCH64 = new Abi(0xC00000B7, 198, 0x40000028, 281, 102);

	private SocketFilter() {
	}

	/** The program for {@code osArch} (Java's {@code os.arch}), or empty for an architecture it does not know. */
	static Optional<byte[]> forArchitecture(String osArch) {
		return switch (osArch) {
			case "amd64", "x86_64" -> Optional.of(program(X86_64));
			case "aarch64" -> Optional.of(program(AARCH64));
			default -> Optional.empty();
		};
	}

	/**
	 * The program; each jump goes forward by the number of instructions it skips. Labels: native 3,
	 * compat 6, ioUring 9, family 11, allow 13, eperm 14, enosys 15.
	 */
	private static byte[] program(Abi abi) {
		// The low half of args[0]: the kernel reads the family as an int, so the high half must not matter.
		int family = ARGS + (ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN ? 0 : 4);
		ByteBuffer program = ByteBuffer.allocate(16 * 8).order(ByteOrder.nativeOrder());
		/* 0 */ load(program, ARCH);
		/* 1 */ jump(program, JEQ_K, abi.arch(), 1, 0); // native -> 3
		/* 2 */ jump(program, JEQ_K, abi.compatArch(), 3, 12); // compat -> 6, else enosys
		/* 3 native */ load(program, NR);
		/* 4 */ jump(program, JGE_K, X32_SYSCALL_BIT, 10, 0); // x32 -> enosys
		/* 5 */ jump(program, JEQ_K, abi.socket(), 5, 3); // family, else ioUring
		/* 6 compat */ load(program, NR);
		/* 7 */ jump(program, JEQ_K, abi.socketcall(), 6, 0); // eperm
		/* 8 */ jump(program, JEQ_K, abi.compatSocket(), 2, 0); // family, else ioUring
		/* 9 ioUring */ jump(program, JGE_K, IO_URING_FIRST, 0, 3); // else allow
		/* 10 */ jump(program, JGT_K, IO_URING_LAST, 2, 4); // allow, else enosys
		/* 11 family */ load(program, family);
		/* 12 */ jump(program, JEQ_K, AF_UNIX, 1, 0); // eperm, else allow
		/* 13 allow */ ret(program, SECCOMP_RET_ALLOW);
		/* 14 eperm */ ret(program, SECCOMP_RET_ERRNO | EPERM);
		/* 15 enosys */ ret(program, SECCOMP_RET_ERRNO | ENOSYS);
		return program.array();
	}

	private static void load(ByteBuffer program, int offset) {
		instruction(program, LD_W_ABS, 0, 0, offset);
	}

	private static void jump(ByteBuffer program, short code, int value, int ifTrue, int ifFalse) {
		instruction(program, code, ifTrue, ifFalse, value);
	}

	private static void ret(ByteBuffer program, int value) {
		instruction(program, RET_K, 0, 0, value);
	}

	/** struct sock_filter: u16 code, u8 jt, u8 jf, u32 k, in the machine's byte order. */
	private static void instruction(ByteBuffer program, short code, int ifTrue, int ifFalse, int k) {
		program.putShort(code).put((byte) ifTrue).put((byte) ifFalse).putInt(k);
	}
}
