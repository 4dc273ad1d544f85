package io.github.acp4j.agent.permission;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The hard floor: shell commands refused in every preset, whatever was answered before. It sees
 * through quoting, extra spaces, {@code sudo}, {@code sh -c}, {@code eval} and command chains, and
 * matches wiping the root or home directory, formatting or overwriting disks, fork bombs, and
 * shutting the machine down.
 */
public final class CatastrophicCommands {

	/** Directories whose recursive removal, or change of owner or mode, is never wanted. */
	private static final String TARGET = "(?:/|/\\*|~|~/|~/\\*|\\$home/?\\*?|\\$\\{home\\}/?\\*?|/home/?\\*?|/root/?|/usr/?|/etc/?|/var/?|/boot/?|/bin/?|/lib/?|/opt/?|/srv/?)";
	private static final String DISK = "/dev/(?:sd|hd|vd|xvd|nvme|mmcblk|disk)";

	/** Matched against each simple command, with prefixes such as sudo removed. */
	private static final List<Pattern> COMMANDS = List.of(
			Pattern.compile("^rm (?:-\\S+ )*(?:\\S+ )*" + TARGET + "(?: |$)"),
			Pattern.compile("^rm .*--no-preserve-root"),
			Pattern.compile("^find " + TARGET + " .*-delete"),
			Pattern.compile("^mkfs(?:\\.\\w+)?(?: |$)"),
			Pattern.compile("^(?:wipefs|fdisk|sfdisk|parted|mkswap|shred|blkdiscard) .*/dev/"),
			Pattern.compile("^dd .*of=" + DISK),
			Pattern.compile("^(?:shutdown|reboot|halt|poweroff)(?: |$)"),
			Pattern.compile("^init [06](?: |$)"),
			Pattern.compile("^systemctl (?:poweroff|reboot|halt|kexec)(?: |$)"),
			Pattern.compile("^ch(?:mod|own|grp) (?:-\\S+ )*-\\S*r\\S* (?:\\S+ )?" + TARGET + "(?: |$)"),
			Pattern.compile("^mv " + TARGET + " "));

	/** Matched against the whole command. */
	private static final Pattern DISK_REDIRECT = Pattern.compile(">\\s*" + DISK);
	private static final Pattern FORK_BOMB = Pattern.compile("(\\w+|:)\\(\\)\\{\\1\\|\\1&\\};\\1");
	private static final Pattern PREFIX = Pattern.compile("^(?:(?:sudo|doas|exec|command|nohup|time|nice|env)(?: -\\S+)*|\\w+=\\S*) ");

	private CatastrophicCommands() {
	}

	/** Whether the command must never run. */
	public static boolean isCatastrophic(String command) {
		if (command == null) {
			return false;
		}
		String text = command.toLowerCase(Locale.ROOT).replace("'", "").replace("\"", "").replace("\\", "").replace("`", " ; ")
				.replace("$(", " ; ");
		if (FORK_BOMB.matcher(text.replaceAll("\\s+", "")).find() || DISK_REDIRECT.matcher(text).find()) {
			return true;
		}
		text = text.replaceAll("\\b(?:ba|z|da|k)?sh -c ", " ; ").replaceAll("\\beval ", " ; ");
		for (String segment : text.split("[;&|\\n()]+")) {
			String simple = segment.replaceAll("\\s+", " ").trim();
			for (String previous = ""; !previous.equals(simple);) {
				previous = simple;
				simple = PREFIX.matcher(simple).replaceFirst("");
			}
			for (Pattern pattern : COMMANDS) {
				if (pattern.matcher(simple).find()) {
					return true;
				}
			}
		}
		return false;
	}
}
