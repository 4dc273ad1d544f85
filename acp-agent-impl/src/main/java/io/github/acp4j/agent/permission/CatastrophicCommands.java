package io.github.acp4j.agent.permission;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The hard floor: shell commands refused in every preset, whatever was answered before. It judges
 * what the shell would run, read as bash reads it (see {@link ShellReader}): quotes and escapes
 * removed, variables set earlier in the line expanded ({@code x=rm; $x -rf /}), prefixes such as
 * {@code sudo} and {@code env} taken off, and the text run by {@code eval}, {@code sh -c}, a shell
 * fed a literal, or decoded from a literal ({@code base64 -d}) judged as well. It matches wiping
 * the root or home directory, formatting or overwriting disks, fork bombs, and shutting the machine
 * down; a command that nests or expands too far to be read is refused too. It is a seatbelt against
 * a model's mistake, not a wall against a determined one: what a command fetches or computes while
 * it runs cannot be judged beforehand, and the sandbox is what holds then.
 */
public final class CatastrophicCommands {

	/** Directories whose recursive removal, or change of owner or mode, is never wanted. */
	private static final Pattern TARGET = Pattern.compile(
			"/|/\\*|~|~/|~/\\*|\\$home/?\\*?|\\$\\{home\\}/?\\*?|/home/?\\*?|/root/?|/usr/?|/etc/?|/var/?|/boot/?|/bin/?|/lib/?|/opt/?|/srv/?");
	private static final Pattern DISK = Pattern.compile("/dev/(?:sd|hd|vd|xvd|nvme|mmcblk|disk).*");
	private static final Pattern MKFS = Pattern.compile("mkfs(?:\\.\\w+)?");
	private static final Set<String> DISK_TOOLS = Set.of("wipefs", "fdisk", "sfdisk", "parted", "mkswap", "shred", "blkdiscard");
	private static final Set<String> POWER = Set.of("shutdown", "reboot", "halt", "poweroff");
	private static final Set<String> SYSTEMCTL_POWER = Set.of("poweroff", "reboot", "halt", "kexec");

	private CatastrophicCommands() {
	}

	/** Whether the command must never run. */
	public static boolean isCatastrophic(String command) {
		if (command == null) {
			return false;
		}
		ShellReader.Reading reading = ShellReader.read(command);
		if (reading.unreadable) {
			return true;
		}
		for (String text : reading.texts) {
			if (forkBomb(text.toLowerCase(Locale.ROOT).replaceAll("['\"\\\\\\s]", ""))) {
				return true;
			}
		}
		for (String simple : reading.commands) {
			String words = simple.toLowerCase(Locale.ROOT).replace(String.valueOf(ShellReader.MADE), "").trim();
			if (!words.isEmpty() && catastrophic(List.of(words.split("\\s+")))) {
				return true;
			}
		}
		return false;
	}

	/** Whether one simple command, from the program's name on, is catastrophic. Word by word: no regex repeats over words. */
	private static boolean catastrophic(List<String> words) {
		String name = words.get(0);
		List<String> arguments = words.subList(1, words.size());
		for (int k = 0; k + 1 < words.size(); k++) {
			if (words.get(k).indexOf('>') >= 0 && DISK.matcher(words.get(k + 1)).matches()) {
				return true;
			}
		}
		switch (name) {
		case "rm":
			return arguments.stream().anyMatch(word -> TARGET.matcher(word).matches() || word.contains("--no-preserve-root"));
		case "find":
			return !arguments.isEmpty() && TARGET.matcher(arguments.get(0)).matches() && (arguments.contains("-delete")
					|| followedBy(arguments, "-exec", "rm") || followedBy(arguments, "-execdir", "rm"));
		case "dd":
			return arguments.stream().anyMatch(word -> word.startsWith("of=") && DISK.matcher(word.substring(3)).matches());
		case "init":
			return !arguments.isEmpty() && (arguments.get(0).equals("0") || arguments.get(0).equals("6"));
		case "systemctl":
			return !arguments.isEmpty() && SYSTEMCTL_POWER.contains(arguments.get(0));
		case "chmod", "chown", "chgrp":
			int recursive = -1;
			for (int k = 0; k < arguments.size() && recursive < 0; k++) {
				if (arguments.get(k).startsWith("-") && arguments.get(k).indexOf('r') > 0) {
					recursive = k;
				}
			}
			return recursive >= 0 && arguments.subList(recursive + 1, arguments.size()).stream().anyMatch(word -> TARGET.matcher(word).matches());
		case "mv":
			return arguments.size() > 1 && TARGET.matcher(arguments.get(0)).matches();
		default:
			return MKFS.matcher(name).matches() || POWER.contains(name)
					|| DISK_TOOLS.contains(name) && arguments.stream().anyMatch(word -> word.contains("/dev/"));
		}
	}

	private static boolean followedBy(List<String> words, String first, String second) {
		for (int k = 0; k + 1 < words.size(); k++) {
			if (words.get(k).equals(first) && words.get(k + 1).equals(second)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether the text, quotes and blanks removed, defines a function that pipes itself into itself
	 * in the background and calls it: {@code :(){ :|:& };:}, {@code bomb(){ bomb|bomb& };bomb}.
	 */
	private static boolean forkBomb(String text) {
		for (int at = text.indexOf("(){"); at >= 0; at = text.indexOf("(){", at + 1)) {
			int start = at;
			while (start > 0 && (Character.isLetterOrDigit(text.charAt(start - 1)) || text.charAt(start - 1) == '_')) {
				start--;
			}
			String name = start == at ? at > 0 && text.charAt(at - 1) == ':' ? ":" : "" : text.substring(start, at);
			if (!name.isEmpty() && text.startsWith(name + "|" + name + "&};" + name, at + 3)) {
				return true;
			}
		}
		return false;
	}
}
