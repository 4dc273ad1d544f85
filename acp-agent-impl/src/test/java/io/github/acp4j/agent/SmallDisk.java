package io.github.acp4j.agent;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;

/**
 * A real file system that fills up: a tmpfs of a few MiB mounted for one test. Mounting needs root
 * (CI runs as root); elsewhere the test is skipped, saying why. {@link #close} unmounts it.
 */
public final class SmallDisk implements AutoCloseable {

	private final Path mountPoint;
	private final Path filler;

	private SmallDisk(Path mountPoint) {
		this.mountPoint = mountPoint;
		this.filler = mountPoint.resolve("filler");
	}

	/** Mounts a tmpfs of {@code size} (as mount takes it: {@code 2m}) on the empty directory {@code mountPoint}. */
	public static SmallDisk mount(Path mountPoint, String size) throws IOException, InterruptedException {
		Assumptions.assumeTrue("0".equals(run("id", "-u").output().strip()), "mounting a small tmpfs needs root");
		Result mounted = run("mount", "-t", "tmpfs", "-o", "size=" + size, "acp4j-test", mountPoint.toString());
		Assumptions.assumeTrue(mounted.exit() == 0, () -> "cannot mount a tmpfs here: " + mounted.output());
		return new SmallDisk(mountPoint);
	}

	/** Writes a file until the disk is full: the next write that needs a new block fails with "No space left on device". */
	public void fill() throws IOException {
		byte[] chunk = new byte[64 * 1024];
		try (OutputStream out = Files.newOutputStream(filler, StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
			while (true) {
				out.write(chunk);
			}
		} catch (IOException full) {
			if (!String.valueOf(full.getMessage()).contains("No space left on device")) {
				throw full;
			}
		}
	}

	/** Frees what {@link #fill} took. */
	public void free() throws IOException {
		Files.deleteIfExists(filler);
	}

	/** Unmounts the file system, lazily if something still has a file open on it. */
	@Override
	public void close() throws IOException, InterruptedException {
		if (run("umount", mountPoint.toString()).exit() != 0) {
			Result lazily = run("umount", "-l", mountPoint.toString());
			if (lazily.exit() != 0) {
				throw new IOException("cannot unmount " + mountPoint + ": " + lazily.output());
			}
		}
	}

	private record Result(int exit, String output) {
	}

	/** Runs a command to its end; its exit code and output (standard error included). */
	private static Result run(String... command) throws IOException, InterruptedException {
		Process process = new ProcessBuilder(List.of(command)).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (!process.waitFor(30, TimeUnit.SECONDS)) {
			process.destroyForcibly();
			return new Result(-1, command[0] + " did not finish");
		}
		return new Result(process.exitValue(), output.strip());
	}
}
