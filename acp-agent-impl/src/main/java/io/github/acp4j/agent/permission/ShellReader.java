package io.github.acp4j.agent.permission;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a shell command line the way bash would, as far as the floor needs: quotes and escapes
 * removed, variables assigned earlier in the same line expanded ({@code x=rm; $x}, {@code ${x}},
 * {@code ${x:-rm}}), {@code $'\x72'}, brace lists, literal command substitutions
 * ({@code $(echo rm)}), and the text a command runs as code read in turn: the argument of
 * {@code eval} and {@code sh -c}, what is piped or redirected into a shell, and what
 * {@code base64 -d}, {@code xxd -r} or {@code rev} make of a literal. What the command can only know
 * while it runs (a command's output, a download) is marked {@link #MADE}.
 */
final class ShellReader {

	/** Stands for text made while the command runs, which cannot be read beforehand. */
	static final char MADE = '\uFFFF';
	/** How deep substitutions and scripts inside scripts may nest. */
	private static final int MAX_DEPTH = 16;
	/** How many characters variable expansion may add in all. */
	private static final int MAX_EXPANSION = 1 << 20;
	/** How many characters of scripts found inside the command (decoded, piped to a shell) may be read in all. */
	private static final int MAX_SCRIPTS = 4 << 20;

	private static final Set<String> RESERVED = Set.of("!", "{", "}", "if", "then", "else", "elif", "fi", "do", "done", "while",
			"until");
	private static final Set<String> SHELLS = Set.of("sh", "bash", "dash", "zsh", "ksh", "ash", "mksh", "yash");
	private static final Set<String> INTERPRETERS = Set.of("python", "python2", "python3", "node", "perl", "ruby", "php");
	private static final Set<String> SUDO_OPTIONS_WITH_ARGUMENT = Set.of("-u", "-g", "-h", "-p", "-C", "-D", "-r", "-t", "-T", "-U");
	private static final Map<String, Set<String>> PREFIX_OPTIONS_WITH_ARGUMENT = Map.of("exec", Set.of("-a"), "nice", Set.of("-n"),
			"ionice", Set.of("-c", "-n", "-p", "-P", "-u"), "stdbuf", Set.of("-i", "-o", "-e"));
	private static final Set<String> CODE_OPTIONS = Set.of("-c", "-e", "-E", "-p", "-r");
	private static final Set<String> XARGS_OPTIONS_WITH_ARGUMENT = Set.of("-I", "-n", "-P", "-d", "-a", "-E", "-L", "-s");
	private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
	private static final Pattern ASSIGNMENT = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)\\+?=(.*)", Pattern.DOTALL);
	private static final Pattern SUBSTRING = Pattern.compile(":\\s*(\\d+)(?::\\s*(\\d+))?");
	private static final Pattern TRIM = Pattern.compile("(##?|%%?|//?)([^*?\\[/]*)(?:/(.*))?", Pattern.DOTALL);
	private static final Pattern PRINTF_CONVERSION = Pattern.compile("%[-+ #0]*\\d*(?:\\.\\d+)?([a-zA-Z%])");

	/** What a command line runs. */
	static final class Reading {
		/** Each simple command: its words from the program's name on, then its redirections. */
		final List<String> commands = new ArrayList<>();
		/** Each text read as a command line: the command, then the scripts inside it. */
		final List<String> texts = new ArrayList<>();
		/** Whether it runs as code text made while it runs ({@code eval "$(curl ...)"}, {@code curl ... | sh}). */
		boolean runsMadeCode;
		/** Whether it nests or expands too far to be read. */
		boolean unreadable;
		private int expanded;
		private int scripts;
	}

	/** Thrown to stop reading a command that nests or expands too far. */
	private static final class TooFar extends RuntimeException {
		private static final long serialVersionUID = 1L;

		TooFar() {
			super(null, null, false, false);
		}
	}

	/** One simple command of a pipeline. */
	private static final class Stage {
		final List<String> words = new ArrayList<>();
		final List<String> redirects = new ArrayList<>();
		/** A here-string's or here-document's text. */
		String input;
		/** Whether standard input comes from a file ({@code < file}). */
		boolean inputFromFile;
		/** Whether every word so far assigns a variable. */
		boolean onlyAssignments = true;

		void add(List<String> made) {
			for (String word : made) {
				onlyAssignments &= ASSIGNMENT.matcher(word).matches();
				words.add(word);
			}
		}

		boolean isEmpty() {
			return words.isEmpty() && redirects.isEmpty() && input == null && !inputFromFile;
		}
	}

	private record HereDocument(Stage stage, String delimiter, boolean stripTabs, boolean quoted) {
	}

	private final String s;
	private int i;
	private final Map<String, String> variables;
	private final Reading reading;
	private final int depth;
	/** Whether a ')' with no '(' before it ends this reading (a {@code $(...)}). */
	private final boolean substitution;
	private int openParentheses;
	private Stage stage = new Stage();
	private List<Stage> pipeline = new ArrayList<>();
	/** The pipelines of the line being read: analysed once its here-documents are read. */
	private final List<List<Stage>> line = new ArrayList<>();
	private final List<HereDocument> hereDocuments = new ArrayList<>();
	/** What the commands read so far print, while that is known; null once it is not. */
	private StringBuilder output = new StringBuilder();

	private ShellReader(String s, int from, Map<String, String> variables, Reading reading, int depth, boolean substitution) {
		if (depth > MAX_DEPTH) {
			throw new TooFar();
		}
		this.s = s;
		this.i = from;
		this.variables = variables;
		this.reading = reading;
		this.depth = depth;
		this.substitution = substitution;
	}

	/** Reads a command line and everything it runs as code. */
	static Reading read(String command) {
		Reading reading = new Reading();
		Map<String, String> variables = new HashMap<>();
		variables.put("IFS", " \t\n");
		try {
			new ShellReader(command, 0, variables, reading, 0, false).script();
		} catch (TooFar e) {
			reading.unreadable = true;
		}
		return reading;
	}

	/** Reads {@code text} as a command line run by this one, with the variables of this point. */
	private void runs(String text) {
		if (text.indexOf(MADE) >= 0) {
			reading.runsMadeCode = true;
		}
		reading.scripts += text.length();
		if (reading.scripts > MAX_SCRIPTS) {
			throw new TooFar();
		}
		if (!text.isBlank()) {
			new ShellReader(text, 0, new HashMap<>(variables), reading, depth + 1, false).script();
		}
	}

	private void script() {
		if (!substitution) {
			reading.texts.add(s);
		}
		while (i < s.length()) {
			char c = s.charAt(i);
			if (c == ' ' || c == '\t' || c == '\r') {
				i++;
			} else if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
				i += 2;
			} else if (c == '#') {
				while (i < s.length() && s.charAt(i) != '\n') {
					i++;
				}
			} else if (c == '\n') {
				i++;
				endLine();
			} else if (c == ';') {
				i++;
				endPipeline();
			} else if (c == '&') {
				if (s.startsWith("&>", i)) {
					redirect();
				} else {
					i += s.startsWith("&&", i) ? 2 : 1;
					endPipeline();
				}
			} else if (c == '|') {
				// "||" ends a pipeline, "|" and "|&" a stage of one.
				boolean or = s.startsWith("||", i);
				i += or || s.startsWith("|&", i) ? 2 : 1;
				if (or) {
					endPipeline();
				} else {
					endStage();
				}
			} else if (c == '(') {
				if (s.startsWith("((", i)) {
					i = closing(i + 2, 2);
				} else {
					i++;
					openParentheses++;
					endPipeline();
				}
			} else if (c == ')') {
				i++;
				if (openParentheses == 0 && substitution) {
					break;
				}
				openParentheses = Math.max(0, openParentheses - 1);
				endPipeline();
			} else if ((c == '<' || c == '>') && i + 1 < s.length() && s.charAt(i + 1) == '(') {
				word(false);
			} else if (c == '<' || c == '>' || Character.isDigit(c) && redirectAfterDigits()) {
				redirect();
			} else {
				word(false);
			}
		}
		endLine();
	}

	/** Whether the digits at {@code i} are a file descriptor before a redirection ({@code 2>}). */
	private boolean redirectAfterDigits() {
		int j = i;
		while (j < s.length() && Character.isDigit(s.charAt(j))) {
			j++;
		}
		return j < s.length() && (s.charAt(j) == '<' || s.charAt(j) == '>');
	}

	/** The index after the {@code count} closing parentheses that end what starts at {@code from}. */
	private int closing(int from, int count) {
		int open = count;
		int j = from;
		for (; j < s.length() && open > 0; j++) {
			char c = s.charAt(j);
			if (c == '(') {
				open++;
			} else if (c == ')') {
				open--;
			}
		}
		return j;
	}

	private void redirect() {
		int start = i;
		while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '&')) {
			i++;
		}
		while (i < s.length() && i - start < 4 && (s.charAt(i) == '<' || s.charAt(i) == '>')) {
			i++;
		}
		if (i < s.length() && (s.charAt(i) == '&' || s.charAt(i) == '|' || s.charAt(i) == '-')) {
			i++;
		}
		String operator = s.substring(start, i);
		skipBlanks();
		if (operator.endsWith("<<<")) {
			stage.input = String.join(" ", word(true)) + "\n";
		} else if (operator.endsWith("<<") || operator.endsWith("<<-")) {
			int from = i;
			while (i < s.length() && " \t\n;&|<>()".indexOf(s.charAt(i)) < 0) {
				i++;
			}
			String raw = s.substring(from, i);
			String delimiter = raw.replaceAll("[\"'\\\\]", "");
			hereDocuments.add(new HereDocument(stage, delimiter, operator.endsWith("-"), !raw.equals(delimiter)));
			stage.input = "";
		} else {
			String target = String.join(" ", word(true));
			stage.redirects.add(operator + " " + target);
			stage.inputFromFile |= operator.endsWith("<");
		}
	}

	private void skipBlanks() {
		while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
			i++;
		}
	}

	/**
	 * Reads one word at {@code i} into the current command (or returns it, when {@code alone}): the
	 * words it makes once expanded and split, as bash splits unquoted expansions.
	 */
	private List<String> word(boolean alone) {
		Words words = new Words();
		int start = i;
		boolean plain = true;
		boolean assignment = false;
		boolean equals = false;
		while (i < s.length()) {
			char c = s.charAt(i);
			if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || ";&|()".indexOf(c) >= 0) {
				break;
			}
			if (c == '<' || c == '>') {
				if (i + 1 < s.length() && s.charAt(i + 1) == '(') {
					String made = substituted(i + 2);
					if (made.indexOf(MADE) < 0) {
						runs(made);
					}
					words.literal(made.indexOf(MADE) < 0 ? "/dev/fd/63" : MADE + "/dev/fd/63");
					continue;
				}
				break;
			}
			if (c == '=' && !equals) {
				equals = true;
				assignment = !alone && words.onlyLiteral() && assignable() && NAME.matcher(words.current).matches();
			}
			plain &= c != '\'' && c != '"' && c != '\\' && c != '$' && c != '`';
			switch (c) {
			case '\\':
				if (i + 1 < s.length() && s.charAt(i + 1) != '\n') {
					words.literal(String.valueOf(s.charAt(i + 1)));
				}
				i += 2;
				break;
			case '\'':
				int end = s.indexOf('\'', i + 1);
				end = end < 0 ? s.length() : end;
				words.literal(s.substring(i + 1, end));
				i = end + 1;
				break;
			case '"':
				i++;
				words.literal(quoted(true));
				break;
			case '$':
				if (s.startsWith("$'", i)) {
					int close = ansiEnd(i + 2);
					words.literal(Escapes.decode(s.substring(i + 2, close), true));
					i = close + 1;
				} else {
					words.expansion(dollar(), assignment);
				}
				break;
			case '`':
				words.expansion(backticks(), assignment);
				break;
			default:
				words.literal(String.valueOf(c));
				i++;
			}
		}
		List<String> made = words.finish();
		if (plain && !assignment && made.size() == 1) {
			made = braces(made.get(0));
		}
		if (assignment && made.size() == 1) {
			Matcher m = ASSIGNMENT.matcher(made.get(0));
			if (m.matches()) {
				variables.put(m.group(1), m.group(2));
			}
		}
		if (!alone) {
			stage.add(made);
		}
		return i == start ? List.of() : made;
	}

	/** Whether a word starting here is an assignment: only assignments before it, or after export and its kin. */
	private boolean assignable() {
		return stage.onlyAssignments || Set.of("export", "declare", "local", "readonly", "typeset").contains(stage.words.get(0));
	}

	/** {@code a{b,c}d} as bash expands it: {@code abd acd}. */
	private static List<String> braces(String word) {
		int open = word.indexOf('{');
		int close = word.indexOf('}');
		if (open < 0 || close < open || word.indexOf('{', open + 1) >= 0 || word.indexOf('}', close + 1) >= 0
				|| word.indexOf(',', open) > close || word.indexOf(',', open) < 0) {
			return List.of(word);
		}
		List<String> words = new ArrayList<>();
		for (String alternative : word.substring(open + 1, close).split(",", -1)) {
			words.add(word.substring(0, open) + alternative + word.substring(close + 1));
		}
		return words;
	}

	/** The end of {@code $'...'} text starting at {@code from}: its closing quote, escapes skipped. */
	private int ansiEnd(int from) {
		int j = from;
		while (j < s.length() && s.charAt(j) != '\'') {
			j += s.charAt(j) == '\\' ? 2 : 1;
		}
		return Math.min(j, s.length());
	}

	/**
	 * The text of a double-quoted string from {@code i} (after its quote), expanded; with
	 * {@code closed} false, the rest of the text (a here-document's body).
	 */
	private String quoted(boolean closed) {
		StringBuilder text = new StringBuilder();
		while (i < s.length()) {
			char c = s.charAt(i);
			if (c == '"' && closed) {
				i++;
				break;
			}
			if (c == '\\' && i + 1 < s.length()) {
				char next = s.charAt(i + 1);
				if (next != '\n') {
					text.append("$`\"\\".indexOf(next) >= 0 && (closed || next != '"') ? "" : "\\").append(next);
				}
				i += 2;
			} else if (c == '$') {
				text.append(dollar());
			} else if (c == '`') {
				text.append(backticks());
			} else {
				text.append(c);
				i++;
			}
		}
		return text.toString();
	}

	/** The value of the expansion at {@code i} ({@code $name}, {@code ${...}}, {@code $(...)}, {@code $((...))}). */
	private String dollar() {
		int start = i;
		i++;
		if (i >= s.length()) {
			return "$";
		}
		char c = s.charAt(i);
		if (s.startsWith("((", i)) {
			i = closing(i + 2, 2);
			return String.valueOf(MADE);
		}
		if (c == '(') {
			return substituted(i + 1);
		}
		if (c == '{') {
			int end = braceEnd(i + 1);
			String body = s.substring(i + 1, Math.min(end, s.length()));
			i = Math.min(end + 1, s.length());
			return parameter(body, s.substring(start, i));
		}
		Matcher name = NAME.matcher(s).region(i, s.length());
		if (name.lookingAt()) {
			i = name.end();
			return value(name.group(), s.substring(start, i));
		}
		if (Character.isDigit(c) || "@*#?$!-".indexOf(c) >= 0) {
			i++;
			return s.substring(start, i);
		}
		return "$";
	}

	/** The index of the '}' that closes a {@code ${} whose body starts at {@code from}. */
	private int braceEnd(int from) {
		int open = 1;
		int j = from;
		for (; j < s.length(); j++) {
			char c = s.charAt(j);
			if (c == '\\') {
				j++;
			} else if (c == '{') {
				open++;
			} else if (c == '}' && --open == 0) {
				break;
			}
		}
		return j;
	}

	/** A variable's value, or its source text when the line did not assign it (an environment variable, {@code $HOME}). */
	private String value(String name, String source) {
		String value = variables.get(name);
		if (value == null) {
			return source;
		}
		reading.expanded += value.length();
		if (reading.expanded > MAX_EXPANSION) {
			throw new TooFar();
		}
		return value;
	}

	/** The value of {@code ${body}}. */
	private String parameter(String body, String source) {
		Matcher name = NAME.matcher(body);
		if (!name.lookingAt()) {
			return body.startsWith("#") || body.startsWith("!") ? String.valueOf(MADE) : source;
		}
		String key = name.group();
		String operation = body.substring(name.end());
		String value = variables.get(key);
		if (operation.isEmpty()) {
			return value(key, source);
		}
		String word = operation.replaceFirst("^:?[-=+?]", "");
		boolean unset = value == null || operation.startsWith(":") && value.isEmpty();
		if (operation.matches("^:?[-=].*")) {
			if (!unset) {
				return value(key, source);
			}
			String given = expanded(word);
			if (operation.matches("^:?=.*")) {
				variables.put(key, given);
			}
			return given;
		}
		if (operation.matches("^:?\\+.*")) {
			return unset ? "" : expanded(word);
		}
		if (value == null) {
			return source;
		}
		value = value(key, source);
		if (operation.matches("^:?\\?.*")) {
			return value;
		}
		Matcher substring = SUBSTRING.matcher(operation);
		if (substring.matches()) {
			int from = Math.min(Integer.parseInt(substring.group(1)), value.length());
			int length = substring.group(2) == null ? value.length() : Integer.parseInt(substring.group(2));
			return value.substring(from, Math.min(value.length(), from + length));
		}
		Matcher trim = TRIM.matcher(operation);
		if (trim.matches() && !trim.group(2).isEmpty()) {
			String pattern = expanded(trim.group(2));
			switch (trim.group(1)) {
			case "#", "##":
				return value.startsWith(pattern) ? value.substring(pattern.length()) : value;
			case "%", "%%":
				return value.endsWith(pattern) ? value.substring(0, value.length() - pattern.length()) : value;
			case "/":
				return value.replaceFirst(Pattern.quote(pattern), Matcher.quoteReplacement(expanded(trim.group(3) == null ? "" : trim.group(3))));
			default:
				return value.replace(pattern, expanded(trim.group(3) == null ? "" : trim.group(3)));
			}
		}
		return String.valueOf(MADE);
	}

	/** A word inside {@code ${...}}, expanded as double-quoted text is. */
	private String expanded(String text) {
		ShellReader inner = new ShellReader(text, 0, variables, reading, depth + 1, false);
		return inner.quoted(false);
	}

	/** The output of the {@code $(...)} or {@code <(...)} whose commands start at {@code from}; the index moves past it. */
	private String substituted(int from) {
		ShellReader inner = new ShellReader(s, from, new HashMap<>(variables), reading, depth + 1, true);
		inner.script();
		i = inner.i;
		return inner.printed();
	}

	/** What the commands read printed, trailing newlines removed as a substitution removes them; {@link #MADE} when unknown. */
	private String printed() {
		if (output == null) {
			return String.valueOf(MADE);
		}
		int end = output.length();
		while (end > 0 && output.charAt(end - 1) == '\n') {
			end--;
		}
		return output.substring(0, end);
	}

	/** The output of the backquoted command at {@code i}; the index moves past it. */
	private String backticks() {
		StringBuilder command = new StringBuilder();
		int j = i + 1;
		for (; j < s.length() && s.charAt(j) != '`'; j++) {
			if (s.charAt(j) == '\\' && j + 1 < s.length() && "$`\\".indexOf(s.charAt(j + 1)) >= 0) {
				j++;
			}
			command.append(s.charAt(j));
		}
		i = Math.min(j + 1, s.length());
		ShellReader inner = new ShellReader(command.toString(), 0, new HashMap<>(variables), reading, depth + 1, true);
		inner.script();
		return inner.printed();
	}

	private void endStage() {
		if (!stage.isEmpty()) {
			pipeline.add(stage);
		}
		stage = new Stage();
	}

	private void endPipeline() {
		endStage();
		if (!pipeline.isEmpty()) {
			line.add(pipeline);
		}
		pipeline = new ArrayList<>();
	}

	/** Ends a line: its here-documents are read from the lines that follow, then its pipelines analysed. */
	private void endLine() {
		endPipeline();
		for (HereDocument document : hereDocuments) {
			StringBuilder body = new StringBuilder();
			while (i < s.length()) {
				int end = s.indexOf('\n', i);
				end = end < 0 ? s.length() : end;
				String text = s.substring(i, end);
				i = Math.min(end + 1, s.length());
				if ((document.stripTabs() ? text.replaceFirst("^\t+", "") : text).equals(document.delimiter())) {
					break;
				}
				body.append(text).append('\n');
			}
			document.stage().input = document.quoted() ? body.toString()
					: new ShellReader(body.toString(), 0, variables, reading, depth + 1, false).quoted(false);
		}
		hereDocuments.clear();
		for (List<Stage> stages : line) {
			String printed = analyse(stages);
			if (output != null && printed != null) {
				output.append(printed);
			} else {
				output = null;
			}
		}
		line.clear();
	}

	/** Analyses a pipeline; returns what it prints when that is known. */
	private String analyse(List<Stage> stages) {
		String flowing = null;
		for (int k = 0; k < stages.size(); k++) {
			Stage current = stages.get(k);
			String input = current.input != null ? current.input : k > 0 ? flowing : null;
			boolean madeInput = current.input == null && !current.inputFromFile && k > 0 && flowing == null;
			flowing = run(current, input, madeInput);
		}
		return flowing;
	}

	/**
	 * Records one simple command and reads what it runs as code; returns what it prints when that is
	 * known from its words and input.
	 */
	private String run(Stage current, String input, boolean madeInput) {
		List<String> words = program(current.words, input);
		List<String> shown = new ArrayList<>(words);
		shown.addAll(current.redirects);
		reading.commands.add(String.join(" ", shown));
		if (words.isEmpty()) {
			return "";
		}
		String name = words.get(0);
		List<String> arguments = words.subList(1, words.size());
		if (SHELLS.contains(name)) {
			int c = firstOptionWith(arguments, 'c');
			if (c >= 0 && c + 1 < arguments.size()) {
				runs(arguments.get(c + 1));
			} else {
				runsInput(firstOperand(arguments), input, madeInput);
			}
			return null;
		}
		switch (name) {
		case "eval":
			runs(String.join(" ", arguments));
			return null;
		case "source", ".":
			runsInput(arguments.isEmpty() ? null : arguments.get(0), input, madeInput);
			return null;
		case "echo":
			return echo(arguments);
		case "printf":
			return arguments.isEmpty() || arguments.get(0).equals("-v") ? null : printf(arguments);
		case "cat":
			return arguments.stream().allMatch("-"::equals) ? input : null;
		case "rev":
			return input == null ? null : reversed(input);
		case "base64":
			return firstOptionWith(arguments, 'd') >= 0 || arguments.contains("--decode") || arguments.contains("-D")
					? decoded(input, ShellReader::base64) : null;
		case "openssl":
			return arguments.contains("-d") && (arguments.contains("base64") || arguments.contains("-base64") || arguments.contains("-a"))
					? decoded(input, ShellReader::base64) : null;
		case "xxd":
			return firstOptionWith(arguments, 'r') >= 0 ? decoded(input, ShellReader::hex) : null;
		default:
			if (INTERPRETERS.contains(name) && (madeInput && firstOperand(arguments) == null || madeCode(arguments))) {
				reading.runsMadeCode = true;
			}
			return null;
		}
	}

	/** Whether an interpreter's code option ({@code python -c}, {@code node -e}) is given text made while it runs. */
	private static boolean madeCode(List<String> arguments) {
		for (int k = 0; k + 1 < arguments.size(); k++) {
			if (CODE_OPTIONS.contains(arguments.get(k)) && arguments.get(k + 1).indexOf(MADE) >= 0) {
				return true;
			}
		}
		return false;
	}

	/** A shell or {@code source} that reads a script from {@code operand}, or from its input when there is none. */
	private void runsInput(String operand, String input, boolean madeInput) {
		if (operand == null || operand.equals("-") || operand.equals("/dev/stdin")) {
			if (input != null) {
				runs(input);
			} else if (madeInput) {
				reading.runsMadeCode = true;
			}
		} else if (operand.indexOf(MADE) >= 0) {
			reading.runsMadeCode = true;
		}
	}

	/** A decoder's output, which is read as a command line too: decoding a command to run it later hides it as well. */
	private String decoded(String input, Function<String, String> decoder) {
		if (input == null || input.indexOf(MADE) >= 0) {
			return null;
		}
		String text = decoder.apply(input);
		if (text != null) {
			runs(text);
		}
		return text;
	}

	/** The words from the program's name on: prefixes such as {@code sudo -u root}, {@code env}, {@code nohup} removed. */
	private List<String> program(List<String> given, String input) {
		List<String> words = new ArrayList<>(given);
		int k = 0;
		while (k < words.size()) {
			String word = words.get(k);
			String name = basename(word);
			if (RESERVED.contains(word) || ASSIGNMENT.matcher(word).matches()) {
				k++;
				continue;
			}
			switch (name) {
			case "sudo", "doas":
				k = options(words, k + 1, SUDO_OPTIONS_WITH_ARGUMENT);
				continue;
			case "env":
				int at = k + 1;
				while (at < words.size() && words.get(at).startsWith("-")) {
					String option = words.get(at);
					if ((option.equals("-S") || option.equals("--split-string")) && at + 1 < words.size()) {
						List<String> split = new ArrayList<>(List.of(words.get(at + 1).trim().split("\\s+")));
						split.addAll(words.subList(at + 2, words.size()));
						return program(split, input);
					}
					at += option.equals("-u") || option.equals("-C") || option.equals("--unset") || option.equals("--chdir") ? 2 : 1;
				}
				k = at;
				continue;
			case "command", "builtin", "nohup", "setsid", "busybox", "time":
				k = options(words, k + 1, Set.of());
				continue;
			case "exec", "nice", "ionice", "stdbuf":
				k = options(words, k + 1, PREFIX_OPTIONS_WITH_ARGUMENT.get(name));
				continue;
			case "timeout":
				k = Math.min(words.size(), options(words, k + 1, Set.of("-s", "-k", "--signal", "--kill-after")) + 1);
				continue;
			case "xargs":
				k = options(words, k + 1, XARGS_OPTIONS_WITH_ARGUMENT);
				if (input != null && input.indexOf(MADE) < 0 && !input.isBlank()) {
					words.addAll(List.of(input.trim().split("\\s+")));
				}
				continue;
			default:
				break;
			}
			break;
		}
		List<String> program = new ArrayList<>(words.subList(k, words.size()));
		if (!program.isEmpty()) {
			program.set(0, basename(program.get(0)).toLowerCase(Locale.ROOT));
		}
		return program;
	}

	/** The index after the options (and their arguments) that start at {@code k}. */
	private static int options(List<String> words, int k, Set<String> withArgument) {
		while (k < words.size() && words.get(k).startsWith("-") && words.get(k).length() > 1) {
			if (words.get(k).equals("--")) {
				return k + 1;
			}
			k += withArgument.contains(words.get(k)) ? 2 : 1;
		}
		return Math.min(k, words.size());
	}

	/** A program's name without its directory ({@code /bin/rm} is {@code rm}). */
	private static String basename(String word) {
		int slash = word.lastIndexOf('/');
		return slash < 0 || slash == word.length() - 1 ? word : word.substring(slash + 1);
	}

	/** The index of the first short-option word, before any operand, that holds {@code letter} ({@code -c}, {@code -lc}). */
	private static int firstOptionWith(List<String> arguments, char letter) {
		for (int k = 0; k < arguments.size(); k++) {
			String word = arguments.get(k);
			if (!word.startsWith("-") || word.equals("-") || word.equals("--")) {
				return -1;
			}
			if (!word.startsWith("--") && word.indexOf(letter) > 0) {
				return k;
			}
		}
		return -1;
	}

	/** The first argument that is not an option, or null. */
	private static String firstOperand(List<String> arguments) {
		for (String word : arguments) {
			if (!word.startsWith("-") && !word.startsWith("+") || word.equals("-")) {
				return word;
			}
		}
		return null;
	}

	private static String echo(List<String> arguments) {
		int k = 0;
		boolean newline = true;
		boolean escapes = false;
		for (; k < arguments.size() && arguments.get(k).matches("-[neE]+"); k++) {
			newline &= arguments.get(k).indexOf('n') < 0;
			escapes |= arguments.get(k).indexOf('e') >= 0;
		}
		String text = String.join(" ", arguments.subList(k, arguments.size()));
		return (escapes ? Escapes.decode(text, false) : text) + (newline ? "\n" : "");
	}

	/** What {@code printf FORMAT ARGUMENTS} prints: the format repeated while arguments remain, as bash does. */
	private static String printf(List<String> arguments) {
		int k = arguments.get(0).equals("--") ? 1 : 0;
		if (k >= arguments.size()) {
			return null;
		}
		String format = Escapes.decode(arguments.get(k), false);
		List<String> values = arguments.subList(k + 1, arguments.size());
		StringBuilder text = new StringBuilder();
		int used = 0;
		do {
			Matcher conversion = PRINTF_CONVERSION.matcher(format);
			int consumed = 0;
			while (conversion.find()) {
				String replacement;
				if (conversion.group(1).equals("%")) {
					replacement = "%";
				} else {
					String value = used < values.size() ? values.get(used++) : "";
					consumed++;
					replacement = conversion.group(1).equals("b") ? Escapes.decode(value, false) : value;
				}
				conversion.appendReplacement(text, Matcher.quoteReplacement(replacement));
			}
			conversion.appendTail(text);
			if (consumed == 0) {
				break;
			}
		} while (used < values.size());
		return text.toString();
	}

	private static String reversed(String input) {
		StringBuilder text = new StringBuilder();
		for (String line : input.split("\n", -1)) {
			text.append(new StringBuilder(line).reverse()).append('\n');
		}
		return text.substring(0, text.length() - 1);
	}

	private static String base64(String input) {
		try {
			return new String(Base64.getMimeDecoder().decode(input.replace('-', '+').replace('_', '/')), StandardCharsets.UTF_8);
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	private static String hex(String input) {
		String digits = input.replaceAll("[^0-9a-fA-F]", "");
		byte[] bytes = new byte[digits.length() / 2];
		for (int k = 0; k < bytes.length; k++) {
			bytes[k] = (byte) Integer.parseInt(digits.substring(2 * k, 2 * k + 2), 16);
		}
		return new String(bytes, StandardCharsets.UTF_8);
	}

	/** The words of one shell word: literal text, and unquoted expansions split at blanks. */
	private static final class Words {
		private final List<String> done = new ArrayList<>();
		private final StringBuilder current = new StringBuilder();
		private boolean started;
		private boolean split;

		void literal(String text) {
			current.append(text);
			started = true;
		}

		/** An expansion's value: split at blanks, unless it is assigned to a variable. */
		void expansion(String value, boolean assigned) {
			if (assigned) {
				literal(value);
			} else {
				split(value);
			}
		}

		void split(String text) {
			split = true;
			for (int k = 0; k < text.length(); k++) {
				char c = text.charAt(k);
				if (c == ' ' || c == '\t' || c == '\n') {
					flush();
				} else {
					current.append(c);
					started = true;
				}
			}
		}

		boolean onlyLiteral() {
			return !split && done.isEmpty();
		}

		private void flush() {
			if (started) {
				done.add(current.toString());
			}
			current.setLength(0);
			started = false;
		}

		List<String> finish() {
			flush();
			return done;
		}
	}

	/** Backslash escapes as bash decodes them in {@code $'...'}, {@code echo -e} and {@code printf}. */
	static final class Escapes {

		private Escapes() {
		}

		static String decode(String text, boolean ansi) {
			StringBuilder decoded = new StringBuilder();
			for (int k = 0; k < text.length(); k++) {
				char c = text.charAt(k);
				if (c != '\\' || k + 1 >= text.length()) {
					decoded.append(c);
					continue;
				}
				char e = text.charAt(++k);
				switch (e) {
				case 'a' -> decoded.append('\007');
				case 'b' -> decoded.append('\b');
				case 'e', 'E' -> decoded.append('\033');
				case 'f' -> decoded.append('\f');
				case 'n' -> decoded.append('\n');
				case 'r' -> decoded.append('\r');
				case 't' -> decoded.append('\t');
				case 'v' -> decoded.append('\013');
				case '\\', '\'', '"', '?' -> decoded.append(e);
				case 'x', 'u', 'U' -> {
					int max = e == 'x' ? 2 : e == 'u' ? 4 : 8;
					int end = k + 1;
					while (end < text.length() && end - k - 1 < max && Character.digit(text.charAt(end), 16) >= 0) {
						end++;
					}
					if (end == k + 1) {
						decoded.append('\\').append(e);
					} else {
						int code = Integer.parseInt(text.substring(k + 1, end), 16);
						decoded.appendCodePoint(Character.isValidCodePoint(code) ? code : '?');
						k = end - 1;
					}
				}
				default -> {
					if (e >= '0' && e <= '7') {
						int start = e == '0' && !ansi ? k + 1 : k;
						int end = start;
						while (end < text.length() && end - start < 3 && text.charAt(end) >= '0' && text.charAt(end) <= '7') {
							end++;
						}
						decoded.append(end == start ? '\0' : (char) (Integer.parseInt(text.substring(start, end), 8) & 0xFF));
						k = end - 1;
					} else {
						decoded.append('\\').append(e);
					}
				}
				}
			}
			return decoded.toString();
		}
	}
}
