package io.github.acp4j.agent.spi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The directories a session may touch: its {@code cwd} and its {@code additionalDirectories}. A path
 * is inside only after {@code ..} and every symbolic link along it are resolved, so neither a
 * {@code ../} walk nor a link that points out (to a file or a parent directory) gets through.
 */
public final class Workspace {

	private final Path cwd;
	private final List<Path> roots;

	/** @param cwd the session's working directory, absolute */
	public Workspace(Path cwd, List<Path> additionalDirectories) {
		this.cwd = cwd.toAbsolutePath().normalize();
		List<Path> resolved = new ArrayList<>();
		resolved.add(realOrNormal(this.cwd));
		for (Path directory : additionalDirectories) {
			resolved.add(realOrNormal(this.cwd.resolve(directory)));
		}
		this.roots = List.copyOf(resolved);
	}

	/** The working directory relative paths start from. */
	public Path cwd() {
		return cwd;
	}

	/** The real paths of the workspace roots, cwd first. */
	public List<Path> roots() {
		return roots;
	}

	/** The absolute, normalized form of a path a tool was given (relative to cwd). */
	public Path absolute(String path) {
		return cwd.resolve(path).normalize();
	}

	/**
	 * The real location a path leads to: symbolic links resolved for the part that exists, the rest
	 * normalized onto it. A path that does not exist yet (a file to create) resolves through its
	 * deepest existing ancestor.
	 */
	public Path real(String path) {
		return real(absolute(path), 0);
	}

	/** At most this many dangling links are followed by hand, as the kernel bounds a link chain. */
	private static final int MAX_LINKS = 40;

	private Path real(Path absolute, int links) {
		Path existing = absolute;
		Path rest = Path.of("");
		while (existing != null && !Files.exists(existing, LinkOption.NOFOLLOW_LINKS)) {
			rest = existing.getFileName().resolve(rest);
			existing = existing.getParent();
		}
		if (existing == null) {
			return absolute;
		}
		try {
			return existing.toRealPath().resolve(rest).normalize();
		} catch (IOException e) {
			// A dangling link: resolve it by hand, so its target is what is judged. A loop resolves
			// to nothing that exists; what it names is judged as written, and cannot be opened.
			if (links >= MAX_LINKS) {
				return absolute;
			}
			try {
				Path target = Files.readSymbolicLink(existing);
				Path resolved = existing.resolveSibling(target).normalize();
				return resolved.equals(existing) ? absolute : real(resolved.resolve(rest).normalize(), links + 1);
			} catch (IOException | UnsupportedOperationException notALink) {
				return absolute;
			}
		}
	}

	/**
	 * Whether a file has other names (hard links) that may lie outside the workspace: a write
	 * through one name changes the file under every other.
	 */
	public static boolean hasOtherNames(Path file) {
		try {
			Object links = Files.getAttribute(file, "unix:nlink", LinkOption.NOFOLLOW_LINKS);
			return links instanceof Integer count && count > 1;
		} catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
			return false;
		}
	}

	/** Whether a path, once resolved, lies in one of the roots. */
	public boolean contains(String path) {
		return rootOf(real(path)).isPresent();
	}

	/** The root a real path lies in (the deepest, when roots nest), or empty when it lies outside. */
	public Optional<Path> rootOf(Path real) {
		Path found = null;
		for (Path root : roots) {
			if (real.startsWith(root) && (found == null || root.startsWith(found))) {
				found = root;
			}
		}
		return Optional.ofNullable(found);
	}

	private static Path realOrNormal(Path path) {
		try {
			return path.toRealPath();
		} catch (IOException e) {
			return path.toAbsolutePath().normalize();
		}
	}
}
