package io.github.acp4j.agent.spi;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.google.inject.Module;
import com.google.inject.multibindings.Multibinder;

/**
 * Turns objects with {@link Tool} methods into the agent's tools. In a Guice module:
 *
 * <pre>{@code
 * install(Tools.from(new MyTools()));
 * }</pre>
 */
public final class Tools {

	private Tools() {
	}

	/**
	 * A module that adds every {@link Tool} method of the given objects to the agent's tools.
	 *
	 * @throws IllegalArgumentException when an object has no {@link Tool} method, or one the model could
	 *                                  not call (a type that has no JSON schema, an undescribed argument, a
	 *                                  name models refuse, two tools of one name)
	 */
	public static Module from(Object... objects) {
		List<AgentTool> tools = toolsOf(objects);
		return binder -> {
			Multibinder<AgentTool> set = Multibinder.newSetBinder(binder, AgentTool.class);
			tools.forEach(tool -> set.addBinding().toInstance(tool));
		};
	}

	static List<AgentTool> toolsOf(Object... objects) {
		List<AgentTool> tools = new ArrayList<>();
		Set<String> names = new HashSet<>();
		for (Object object : objects) {
			List<Method> methods = new ArrayList<>();
			for (Method method : object.getClass().getMethods()) {
				if (method.isAnnotationPresent(Tool.class)) {
					methods.add(method);
				}
			}
			for (Method method : object.getClass().getDeclaredMethods()) {
				if (method.isAnnotationPresent(Tool.class) && !methods.contains(method)) {
					methods.add(method);
				}
			}
			if (methods.isEmpty()) {
				throw new IllegalArgumentException(object.getClass().getName() + " has no @Tool method");
			}
			methods.sort(Comparator.comparing(Method::getName));
			for (Method method : methods) {
				AnnotatedTool tool = new AnnotatedTool(object, method);
				if (!names.add(tool.name())) {
					throw new IllegalArgumentException("two tools are named '" + tool.name() + "'");
				}
				tools.add(tool);
			}
		}
		return List.copyOf(tools);
	}
}
